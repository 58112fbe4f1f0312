### kamisado's messages in French (Project Fluent syntax). Ids start with `kamisado-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# Une couleur, de tour ou de case (.fem : accordée au féminin, « la tour verte »).
kamisado-colour-orange = orange
    .cap = Orange
    .fem = orange
kamisado-colour-blue = bleu
    .cap = Bleu
    .fem = bleue
kamisado-colour-purple = violet
    .cap = Violet
    .fem = violette
kamisado-colour-pink = rose
    .cap = Rose
    .fem = rose
kamisado-colour-yellow = jaune
    .cap = Jaune
    .fem = jaune
kamisado-colour-red = rouge
    .cap = Rouge
    .fem = rouge
kamisado-colour-green = vert
    .cap = Vert
    .fem = verte
kamisado-colour-brown = marron
    .cap = Marron
    .fem = marron

# La tour d'une couleur.
kamisado-tower-orange = la tour orange
    .gender = feminine
    .of = de la tour orange
kamisado-tower-blue = la tour bleue
    .gender = feminine
    .of = de la tour bleue
kamisado-tower-purple = la tour violette
    .gender = feminine
    .of = de la tour violette
kamisado-tower-pink = la tour rose
    .gender = feminine
    .of = de la tour rose
kamisado-tower-yellow = la tour jaune
    .gender = feminine
    .of = de la tour jaune
kamisado-tower-red = la tour rouge
    .gender = feminine
    .of = de la tour rouge
kamisado-tower-green = la tour verte
    .gender = feminine
    .of = de la tour verte
kamisado-tower-brown = la tour marron
    .gender = feminine
    .of = de la tour marron

# Une case d'une couleur.
kamisado-square-orange = une case orange
kamisado-square-blue = une case bleue
kamisado-square-purple = une case violette
kamisado-square-pink = une case rose
kamisado-square-yellow = une case jaune
kamisado-square-red = une case rouge
kamisado-square-green = une case verte
kamisado-square-brown = une case marron

# Les joueurs, par la couleur de leurs tours.
kamisado-side-black = Noir
kamisado-side-white = Blanc

# Le remplissage de la rangée de base (P1–P4).
kamisado-fill-left = par la gauche
kamisado-fill-right = par la droite

# Comment une manche a été gagnée (D7, D8).
kamisado-win-home-row = rangée de base adverse atteinte
kamisado-win-deadlock = blocage total

# Une tour selon ses dents de dragon (S1, DS1, TS1).
kamisado-teeth-0 = tour
    .a = une tour
    .the = la tour
    .gender = feminine
kamisado-teeth-1 = Sumo
    .a = un Sumo
    .the = le Sumo
    .gender = masculine
kamisado-teeth-2 = Double-Sumo
    .a = un Double-Sumo
    .the = le Double-Sumo
    .gender = masculine
kamisado-teeth-3 = Triple-Sumo
    .a = un Triple-Sumo
    .the = le Triple-Sumo
    .gender = masculine

# Les longueurs de partie (étiquette [Match]).
kamisado-match-simple = une partie simple
kamisado-match-standard = une partie standard
kamisado-match-long = une partie longue
kamisado-match-marathon = une partie marathon

# La tour d'une couleur d'un joueur.
kamisado-side-tower = la tour { $colour-fem } de { $side }


## Syntax: reading the sheet


## Rules: replaying the moves


## Other texts: outcomes, pictures, moves
