//! `Display` for the small types whose text is their name.

/// `display_by_name!(Direction, Kind)`: each type's `Display` writes what its
/// `fn name(self) -> &'static str` gives.
#[macro_export]
macro_rules! display_by_name {
    ($($name:ty),+ $(,)?) => {
        $(
            impl ::std::fmt::Display for $name {
                fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                    f.write_str(self.name())
                }
            }
        )+
    };
}
