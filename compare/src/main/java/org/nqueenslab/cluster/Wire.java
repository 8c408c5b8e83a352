package org.nqueenslab.cluster;

import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.SerializationConfig;
import com.hazelcast.nio.serialization.DataSerializableFactory;

/**
 * What members and coordinators read off the network, one home for both sides: a task is a {@link
 * PartTask} written field by field through Hazelcast's IdentifiedDataSerializable (its factory
 * below builds nothing else), and Java serialization, which builds any object graph a stream names,
 * is refused for every class (Hazelcast's class-name filter, its defaults off). A nested-HashSet
 * "bomb" or an unknown class is refused by name before anything of it is built.
 */
final class Wire {
  /**
   * The factory id of the toolkit's own messages (any number unused by Hazelcast's, which are
   * negative).
   */
  static final int FACTORY_ID = 1_729;

  /** The class id of {@link PartTask}. */
  static final int PART_TASK = 1;

  private Wire() {}

  /** The serialization settings of a member or a client. */
  static void apply(SerializationConfig serialization) {
    DataSerializableFactory factory = classId -> classId == PART_TASK ? new PartTask() : null;
    serialization.addDataSerializableFactory(FACTORY_ID, factory);
    JavaSerializationFilterConfig filter = new JavaSerializationFilterConfig();
    filter.setDefaultsDisabled(true);
    // what members send each other by Java serialization: Hazelcast's own enums and exceptions
    // (a cluster shutdown stalled without them) and the JDK classes an exception carries; no
    // collection that hashes its elements (the HashSet bomb), no class of ours, nothing else
    filter.getWhitelist().addPrefixes("com.hazelcast.", "java.lang.");
    // but not the parts of java.lang that build code or objects by name when read (a serialized
    // lambda is re-created through its capturing class; proxies and reflection are the usual
    // gadgets): the deny-list is checked first
    filter.getBlacklist().addPrefixes("java.lang.invoke.", "java.lang.reflect.");
    filter
        .getWhitelist()
        .addClasses(
            "[Ljava.lang.StackTraceElement;",
            "[Ljava.lang.Throwable;",
            "java.util.ArrayList",
            "java.util.Collections$EmptyList",
            "java.util.Collections$UnmodifiableCollection",
            "java.util.Collections$UnmodifiableList",
            "java.util.Collections$UnmodifiableRandomAccessList",
            "java.util.concurrent.CancellationException",
            "java.util.concurrent.ExecutionException",
            "java.util.concurrent.RejectedExecutionException",
            "java.util.concurrent.TimeoutException");
    serialization.setJavaSerializationFilterConfig(filter);
  }
}
