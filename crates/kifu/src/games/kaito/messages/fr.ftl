### kaito's messages in French (Project Fluent syntax). Ids start with `kaito-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)


## Syntax: reading the sheet


## Rules: replaying the moves


## Other texts: outcomes, pictures, moves
