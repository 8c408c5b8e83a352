/**
 * A count beyond one process: {@link org.nqueenslab.cluster.PartedCount} sums the parts of {@link
 * org.nqueenslab.split.PartPlan}, keeping each finished part in a {@link
 * org.nqueenslab.cluster.Checkpoint} file, and counts the others on a {@link
 * org.nqueenslab.cluster.PartRunner}: this process's threads ({@link
 * org.nqueenslab.cluster.LocalRunner}) or the members of a Hazelcast cluster ({@link
 * org.nqueenslab.cluster.ClusterRunner}, a client sending {@link org.nqueenslab.cluster.PartTask}s
 * to {@code nqueens worker} members started by {@link org.nqueenslab.cluster.Members}). Parts and
 * answers cross the network as text lines; Hazelcast does the networking and routing.
 */
package org.nqueenslab.cluster;
