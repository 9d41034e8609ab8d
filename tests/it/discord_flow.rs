//! End to end on a fake Discord: play that feels right in a channel (issue 13, items 1 and 12).
