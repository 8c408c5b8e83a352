// The search tree beside each board, CP-Profiler's way (Shishmarev, Mears, Tack, Garcia de la Banda,
// "Visual search tree profiling", Constraints 2016): built once from the trace's events, so it
// agrees with the counters, and drawn as it stood after any step. A queen placed or a decision
// taken (or refuted) opens a node under the current one; a square rejected is a failed leaf; a
// backtrack or a lift closes the current node. A finished subtree is folded into a triangle
// (click to open it, click a finished node to fold it again), so the drawing stays small.
var SearchTree = (function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var UNIT = 16; // horizontal space of a leaf
  var LEVEL = 26; // vertical space of a depth

  function SearchTree(events) {
    var root = node(null, -1, "root", null);
    this.nodes = [root];
    this.topAfter = [];
    var stack = [root];
    var self = this;
    events.forEach(function (e, i) {
      var top = stack[stack.length - 1];
      if (e.event === "place" || e.event === "decide" || e.event === "refute") {
        stack.push(self.add(top, i, e.event, e.square));
      } else if (e.event === "reject") {
        var leaf = self.add(top, i, "reject", e.square);
        leaf.closed = i;
        leaf.failedAt = i;
      } else if (e.event === "fail") {
        top.failedAt = Math.min(top.failedAt, i);
      } else if (e.event === "solution") {
        top.solutionAt = Math.min(top.solutionAt, i);
      } else if ((e.event === "backtrack" || e.event === "lift") && stack.length > 1) {
        stack.pop().closed = i;
      }
      self.topAfter.push(stack[stack.length - 1]);
    });
    // children are born after their parent: one pass from the last node back sums each subtree
    for (var k = this.nodes.length - 1; k > 0; k--) {
      var v = this.nodes[k];
      var up = v.parent;
      up.size += v.size;
      up.solutionBelow = Math.min(up.solutionBelow, v.solutionBelow, v.solutionAt);
    }
    this.expanded = {};
  }

  function node(parent, born, kind, square) {
    return {
      id: 0,
      parent: parent,
      depth: parent ? parent.depth + 1 : 0,
      born: born,
      kind: kind,
      square: square,
      children: [],
      closed: Infinity,
      failedAt: Infinity,
      solutionAt: Infinity,
      solutionBelow: Infinity,
      size: 1,
    };
  }

  SearchTree.prototype.add = function (parent, born, kind, square) {
    var v = node(parent, born, kind, square);
    v.id = this.nodes.length;
    this.nodes.push(v);
    parent.children.push(v);
    return v;
  };

  /** True when the search has a tree: a local search repairs one board and has none. */
  SearchTree.prototype.isEmpty = function () {
    return this.nodes.length === 1;
  };

  /** The nodes born by step index i (0-based event index; -1 the empty board). */
  SearchTree.prototype.countAt = function (i) {
    var count = 0;
    for (var k = 1; k < this.nodes.length && this.nodes[k].born <= i; k++) {
      count++;
    }
    return count;
  };

  function state(v, i) {
    if (v.solutionAt <= i) {
      return "solution";
    }
    if (v.closed <= i || v.failedAt <= i) {
      return v.solutionBelow <= i ? "solved" : "failed";
    }
    return "open";
  }

  function el(tag, attributes, parent) {
    var e = document.createElementNS(SVG, tag);
    Object.keys(attributes).forEach(function (k) {
      e.setAttribute(k, attributes[k]);
    });
    parent.appendChild(e);
    return e;
  }

  /** Draws the tree as it stood after event index i into the svg element {@code target}. */
  SearchTree.prototype.draw = function (target, i) {
    while (target.firstChild) {
      target.removeChild(target.firstChild);
    }
    var self = this;
    var onPath = {};
    for (var p = i >= 0 ? this.topAfter[i] : this.nodes[0]; p; p = p.parent) {
      onPath[p.id] = true;
    }
    var leaves = 0;
    var deepest = 0;
    var placed = [];
    // a leaf per visible leaf or folded subtree, left to right; a parent above its children
    function layout(v) {
      deepest = Math.max(deepest, v.depth);
      var kids = [];
      for (var c = 0; c < v.children.length && v.children[c].born <= i; c++) {
        kids.push(v.children[c]);
      }
      var folded = v.parent !== null && kids.length > 0 && v.closed <= i && !self.expanded[v.id];
      var x;
      if (kids.length === 0 || folded) {
        x = leaves++;
      } else {
        var xs = kids.map(layout);
        x = (xs[0] + xs[xs.length - 1]) / 2;
      }
      placed.push({ v: v, x: x, folded: folded, kids: folded ? [] : kids });
      return x;
    }
    layout(this.nodes[0]);
    var width = Math.max(leaves, 1) * UNIT + UNIT;
    var height = (deepest + 1) * LEVEL + UNIT;
    target.setAttribute("viewBox", "0 0 " + width + " " + height);
    // drawn at a fixed scale, shrunk to fit but never blown up: a small tree stays small
    target.setAttribute("width", String(width * 1.5));
    target.setAttribute("height", String(height * 1.5));
    var where = {};
    placed.forEach(function (item) {
      where[item.v.id] = { x: UNIT + item.x * UNIT, y: UNIT / 2 + item.v.depth * LEVEL };
    });
    var edges = el("g", { class: "edges" }, target);
    placed.forEach(function (item) {
      item.kids.forEach(function (kid) {
        var a = where[item.v.id];
        var b = where[kid.id];
        el(
          "line",
          { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: onPath[kid.id] ? "edge path" : "edge" },
          edges
        );
      });
    });
    var total = 0;
    placed.forEach(function (item) {
      var v = item.v;
      var at = where[v.id];
      if (v.parent === null) {
        el("circle", { cx: at.x, cy: at.y, r: 3, class: "tree-root" }, target);
        return;
      }
      var s = state(v, i);
      var cls = "tree-node " + s + (onPath[v.id] ? " path" : "") + (v.kind === "refute" ? " refute" : "");
      var shape;
      var counted = item.folded ? v.size : 1;
      if (item.folded) {
        shape = el(
          "polygon",
          {
            points: [at.x, at.y - 6, at.x - 7, at.y + 8, at.x + 7, at.y + 8].join(" "),
            class: cls + " folded",
          },
          target
        );
      } else if (s === "solution") {
        shape = el(
          "polygon",
          { points: [at.x, at.y - 7, at.x + 7, at.y, at.x, at.y + 7, at.x - 7, at.y].join(" "), class: cls },
          target
        );
      } else if (s === "failed" && v.children.length === 0) {
        shape = el("rect", { x: at.x - 5, y: at.y - 5, width: 10, height: 10, class: cls }, target);
      } else {
        shape = el("circle", { cx: at.x, cy: at.y, r: 6, class: cls }, target);
      }
      total += counted;
      shape.setAttribute("data-nodes", String(counted));
      shape.setAttribute("data-id", String(v.id));
      var title = el("title", {}, shape);
      title.textContent =
        (v.kind === "refute" ? "not " : v.kind === "reject" ? "rejected " : "") +
        (v.square || "") +
        (item.folded ? " (" + v.size + " nodes folded: click to open)" : "") +
        (v.closed <= i && !item.folded && item.kids.length ? " (click to fold)" : "");
    });
    target.setAttribute("data-nodes", String(total));
  };

  /** A click on a node: a folded subtree opens, a finished one folds; true when it changed. */
  SearchTree.prototype.toggle = function (id, i) {
    var v = this.nodes[id];
    if (!v || v.closed > i || v.children.length === 0) {
      return false;
    }
    if (this.expanded[id]) {
      delete this.expanded[id];
    } else {
      this.expanded[id] = true;
    }
    return true;
  };

  return SearchTree;
})();
