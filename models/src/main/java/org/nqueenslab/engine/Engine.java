package org.nqueenslab.engine;

import java.util.Set;
import org.nqueenslab.problem.Problem;

/**
 * One solving paradigm. An engine derives its own encoding from the {@link Problem}, answers a
 * {@link Request} with a {@link Result}, and states what it supports: {@link #solve} is only called
 * on problems and requests for which {@link #whyUnsupported} is null.
 *
 * <p>Every solution delivered to {@link Request#onSolution()} must be valid: tests pass each one
 * through the {@link org.nqueenslab.problem.Verifier}.
 */
public interface Engine {

  /** The short name users type: {@code --engine NAME}. */
  String name();

  /** One line: the paradigm and its source (an algorithm, a paper, a solver). */
  String summary();

  Capabilities capabilities();

  /**
   * The engine options it reads ({@code --engine NAME:key=value} or {@code --option key=value});
   * the command line refuses any other key, so that a misspelt option is never silently ignored.
   */
  default Set<String> optionNames() {
    return Set.of();
  }

  /**
   * The largest board side it counts or lists, where that is below the largest it solves ({@code
   * engines} shows both): the engines that pay a solve per solution (one piece per rank; boards
   * where ranks may hold none or several can be smaller, {@link #whyUnsupported} says).
   */
  default int countMaxSize() {
    return capabilities().maxSize();
  }

  /**
   * Null when this engine can answer the request on the problem, else one line saying why not and
   * what to do.
   */
  default String whyUnsupported(Problem problem, Request request) {
    return capabilities().whyUnsupported(name(), problem, request);
  }

  /**
   * Solves. Honours the request's time limit, solution limit and cancellation; never throws on zero
   * solutions.
   */
  Result solve(Problem problem, Request request);
}
