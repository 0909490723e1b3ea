# Issue 44 "wrongs": words of the window that were missing or English-only.

# The window title of a copy of an installed sample (Save asks where to keep it).
gui-wrongs-sample-copy = Untitled (copy of sample { $sample })
gui-wrongs-opened-sample = Opened a copy of sample { $sample }: Save asks where to keep it

# The caption of an exported picture (the English words are those of `keyspace-studio render`).
gui-wrongs-caption-untitled = Untitled
gui-wrongs-caption-heading = { $name } — { $diagram }
gui-wrongs-caption-conceptual = Conceptual model (ER diagram, Chen notation)
gui-wrongs-caption-workflow = Application workflow
gui-wrongs-caption-logical = Logical model (Chebotko diagram)
gui-wrongs-caption-physical = Physical model (Chebotko diagram with CQL types)
gui-wrongs-caption-simple = SimpleStrategy, replication factor { $factor }
gui-wrongs-caption-factor = replication factor { $factor }
gui-wrongs-caption-network = NetworkTopologyStrategy, { $datacenters }
gui-wrongs-caption-keyspace = keyspace { $name } ({ $replication })
