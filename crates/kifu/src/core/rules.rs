//! What every game's rules engine shares: the names of its rules.

/// `rule()` and `code()` for a game's enum of illegal moves, from one table of the rules'
/// stable names: `rule_names!("kaito", Illegal { Illegal::GameOver(_) => "game-over", … })`
/// gives `Illegal::GameOver(o).rule() == "game-over"` and
/// `.code() == "kaito::rule::game-over"` (the problem code of a record breaking it).
#[macro_export]
macro_rules! rule_names {
    ($game:literal, $enum:ident { $($variant:pat => $name:literal,)* }) => {
        impl $enum {
            #[doc = concat!("The rule's stable name, used in problem codes `", $game, "::rule::<name>`.")]
            pub const fn rule(self) -> &'static str {
                match self {
                    $($variant => $name,)*
                }
            }

            #[doc = concat!("The problem code of a record breaking this rule: `", $game, "::rule::<name>`.")]
            pub const fn code(self) -> &'static str {
                match self {
                    $($variant => concat!($game, "::rule::", $name),)*
                }
            }
        }
    };
}
