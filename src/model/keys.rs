//! Node and CR metadata keys of both prefixes: parse and build them.

/// Legacy prefix and API group.
pub const LEGACY_PREFIX: &str = "skyhook.nvidia.com";
/// Renamed prefix and API group.
pub const NEW_PREFIX: &str = "nodewright.nvidia.com";
