### kamisado's messages in English (Project Fluent syntax). Ids start with `kamisado-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# A colour, of a tower or a square (.cap: as a label says it).
kamisado-colour-orange = orange
    .cap = Orange
kamisado-colour-blue = blue
    .cap = Blue
kamisado-colour-purple = purple
    .cap = Purple
kamisado-colour-pink = pink
    .cap = Pink
kamisado-colour-yellow = yellow
    .cap = Yellow
kamisado-colour-red = red
    .cap = Red
kamisado-colour-green = green
    .cap = Green
kamisado-colour-brown = brown
    .cap = Brown

# A tower of a colour (the side to move's, or the one a sentence is about).
kamisado-tower-orange = the orange tower
kamisado-tower-blue = the blue tower
kamisado-tower-purple = the purple tower
kamisado-tower-pink = the pink tower
kamisado-tower-yellow = the yellow tower
kamisado-tower-red = the red tower
kamisado-tower-green = the green tower
kamisado-tower-brown = the brown tower

# A square of a colour.
kamisado-square-orange = an orange square
kamisado-square-blue = a blue square
kamisado-square-purple = a purple square
kamisado-square-pink = a pink square
kamisado-square-yellow = a yellow square
kamisado-square-red = a red square
kamisado-square-green = a green square
kamisado-square-brown = a brown square

# The players, by the colour of their towers.
kamisado-side-black = Black
kamisado-side-white = White

# The fill directions of a round's header (P1–P4).
kamisado-fill-left = from left
kamisado-fill-right = from right

# How a round was won (D7, D8).
kamisado-win-home-row = home-row
kamisado-win-deadlock = deadlock

# A tower by its teeth (dragon teeth: S1, DS1, TS1).
kamisado-teeth-0 = tower
    .a = a tower
    .the = the tower
kamisado-teeth-1 = Sumo
    .a = a Sumo
    .the = the Sumo
kamisado-teeth-2 = Double Sumo
    .a = a Double Sumo
    .the = the Double Sumo
kamisado-teeth-3 = Triple Sumo
    .a = a Triple Sumo
    .the = the Triple Sumo

# The match lengths ([Match] tag).
kamisado-match-simple = simple
kamisado-match-standard = standard
kamisado-match-long = long
kamisado-match-marathon = marathon

# A player's tower of a colour.
kamisado-side-tower = { $side }'s { $colour } tower


## Syntax: reading the sheet


## Rules: replaying the moves


## Other texts: outcomes, pictures, moves
