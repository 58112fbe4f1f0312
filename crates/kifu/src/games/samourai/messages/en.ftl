### samourai's messages in English (Project Fluent syntax). Ids start with `samourai-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)


## Syntax: reading the sheet


## Rules: replaying the moves


## Other texts: outcomes, pictures, moves
