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
    // Hazelcast reads an empty allow-list as "allow everything": it holds one name no stream
    // of ours or Hazelcast's ever carries, so that every class is refused
    filter.getWhitelist().addClasses(Wire.class.getName() + "$NothingIsReadThisWay");
    serialization.setJavaSerializationFilterConfig(filter);
  }
}
