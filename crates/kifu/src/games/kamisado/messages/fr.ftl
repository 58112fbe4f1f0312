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

# Ce que le moteur refuse (rules.rs, `Illegal`) ; le numéro de règle est ajouté par `kamisado-rule-broken`.
kamisado-illegal-round-over = la manche est déjà terminée
kamisado-illegal-must-record-push = l'adversaire vient de faire un oshi : ce coup doit être la tour repoussée qui recule (↓1)
kamisado-illegal-no-push-to-record = aucun oshi n'a été fait, donc aucune tour n'a été repoussée
kamisado-illegal-wrong-tower = c'est { $tower } qui doit jouer
kamisado-illegal-backwards = une tour n'avance que vers l'avant, tout droit ou en diagonale
kamisado-illegal-zero-distance = une tour qui joue doit avancer d'au moins une case
kamisado-illegal-not-blocked = la tour n'est pas bloquée : elle a { $moves ->
    [one] { $moves } coup possible
   *[other] { $moves } coups possibles
}
kamisado-illegal-blocked = la tour est bloquée et son joueur doit passer son tour (0)
kamisado-illegal-out-of-range = { $teeth-a } avance d'au plus { $max ->
    [one] { $max } case
   *[other] { $max } cases
}
kamisado-illegal-on-the-edge = la tour est au bord du plateau : il n'y a aucune case dans cette direction
kamisado-illegal-off-board = le coup sort du plateau après { $squares ->
    [one] { $squares } case
   *[other] { $squares } cases
}
kamisado-illegal-path-blocked = { $by } se trouve en { $at } et barre le chemin
kamisado-illegal-not-a-sumo = { $by } se trouve en { $at } ; seul un Sumo peut la repousser (oshi)
kamisado-illegal-diagonal-oshi = { $by } se trouve en { $at } ; un oshi ne se fait jamais en diagonale
kamisado-illegal-own-tower-in-line = une tour du joueur qui pousse, en { $at }, est dans la file ; seules les tours adverses peuvent être repoussées
kamisado-illegal-too-many-to-push = { $count ->
    [one] { $count } tour dans la file
   *[other] { $count } tours dans la file
}, mais cette tour peut en repousser au plus { $max }
kamisado-illegal-too-heavy = { $teeth-the } en { $at } a { $count ->
    [one] { $count } dent de dragon
   *[other] { $count } dents de dragon
} ; { $pusher-a } ne repousse que des tours qui ont moins de dents
kamisado-illegal-pushed-off-home-row = la tour en { $at } est sur sa propre rangée de base et ne peut pas être repoussée
kamisado-illegal-no-room-behind = la case derrière la dernière tour repoussée est hors du plateau ou occupée

# Les problèmes du rejeu (replay.rs).
kamisado-rule-broken = { $text } (règle { $rule })
kamisado-rule-bad-position = la position n'est pas valide : { $detail }
kamisado-rule-here = ici
kamisado-rule-bad-position-help = voir grammar/kamisado-position.ebnf ; la position de départ s'écrit `{ $start }`
kamisado-rule-first-round-number = la première manche est la manche 1, pas la manche { $number }
kamisado-rule-expected-number = { $number } attendu
kamisado-rule-first-round-number-help = numérotez les manches à partir de 1
kamisado-rule-fill-in-round-1 = la manche 1 commence toujours par la position de départ ; le sens de remplissage est ignoré
kamisado-rule-fill-in-round-1-label = sans effet dans la manche 1
kamisado-rule-fill-in-round-1-help = retirez le sens de remplissage de l'en-tête de la première manche
kamisado-rule-round-not-finished = la manche { $round } n'est pas terminée : { $turn }
kamisado-rule-round-not-finished-label = nouvelle manche avant la fin de la précédente
kamisado-rule-round-not-finished-help = ajoutez les coups manquants de la manche { $round }, ou retirez cet en-tête
kamisado-rule-turn-pushed = { $side } doit encore noter la tour repoussée
kamisado-rule-turn-tower = { $side } doit encore jouer { $tower }
kamisado-rule-turn = { $side } doit encore jouer
kamisado-rule-match-decided = la partie est déjà jouée : { $winner } a gagné { $black }-{ $white }
kamisado-rule-after-match-end-label = après la fin de la partie
kamisado-rule-match-decided-help = { $kind } se termine à { $points ->
    [one] { $points } point
   *[other] { $points } points
} ; retirez ce qui suit, ou corrigez l'étiquette [Match]
kamisado-rule-round-number = la manche { $number } suit la manche { $previous }
kamisado-rule-round-number-help = numérotez cette manche { $number }
kamisado-rule-missing-fill = la manche { $round } demande le sens de remplissage choisi par le vainqueur de la manche { $previous } ({ $winner })
kamisado-rule-missing-fill-label = par la gauche ou par la droite ?
kamisado-rule-missing-fill-help = écrivez `{ $left }` ou `{ $right }` (P1–P4)
kamisado-rule-wrong-score = le score est ici de { $black }-{ $white } (Noir-Blanc), pas { $written_black }-{ $written_white }
kamisado-rule-wrong-score-label = score faux
kamisado-rule-wrong-score-help = écrivez `{ $score }` (après la manche { $round })
kamisado-rule-match-won = la partie est déjà jouée : { $winner } a gagné la manche { $round } et la partie
kamisado-rule-after-match-end-help = retirez les coups notés après la fin de la partie, ou vérifiez l'étiquette [Match]
kamisado-rule-after-round-end = la manche { $round } est déjà terminée : { $winner } l'a gagnée ({ $reason })
kamisado-rule-after-round-end-label = après la fin de la manche
kamisado-rule-after-round-end-help = commencez la manche suivante par `{ $left }` ou `{ $right }`
kamisado-rule-ellipsis = `...` saute le coup de Noir, mais Noir a un coup à jouer ici
kamisado-rule-ellipsis-label = Noir joue ici
kamisado-rule-ellipsis-help = retirez `...` et écrivez le coup de Noir à sa place
kamisado-rule-joined-entry = seule la tour repoussée après un oshi réunit plusieurs tours avec `+`
kamisado-rule-joined-entry-label = une tour par coup
kamisado-rule-joined-entry-help = écrivez un coup par ligne de joueur
kamisado-rule-can-move = la tour peut jouer
kamisado-rule-not-blocked = { $tower } n'est pas bloquée : elle a { $moves ->
    [one] { $moves } coup possible
   *[other] { $moves } coups possibles
} (règle D5)
kamisado-rule-write = écrivez `{ $text }`
kamisado-rule-write-either = écrivez `{ $first }` ou `{ $second }`
kamisado-rule-expected-pushed = la tour repoussée est attendue
kamisado-rule-pushed-count = le oshi a repoussé { $pushed ->
    [one] { $pushed } tour
   *[other] { $pushed } tours
}, ce coup en note { $written }
kamisado-rule-pushed-count-label = tours repoussées
kamisado-rule-pushed-tower = le oshi a repoussé ici { $tower }, pas la tour { $written-fem }
kamisado-rule-expected-colour = tour { $colour-fem } attendue
kamisado-rule-pushed-distance = un oshi repousse une tour d'exactement une case
kamisado-rule-one-of = { $first } ou { $last }
kamisado-rule-wrong-landing-stands = { $tower } se trouve sur { $square }, pas sur une case { $written-fem }
kamisado-rule-wrong-landing = { $tower } arrive sur { $square }, pas sur une case { $written-fem }
kamisado-rule-wrong-landing-pushed = { $tower } a été repoussée sur { $square }, pas sur une case { $written-fem }
kamisado-rule-square-is = la case est { $colour-fem }
kamisado-rule-blocked = { $tower } est bloquée et ne peut pas avancer (règle D6) : { $why }
kamisado-rule-blocked-label = cette tour doit passer son tour
kamisado-rule-blocked-help = une tour bloquée se note 0 suivi de la couleur de sa case : `{ $pass }`
kamisado-rule-round-over-label = la manche est terminée
kamisado-rule-no-push-label = aucun oshi auquel répondre
kamisado-rule-backwards-label = seulement vers l'avant
kamisado-rule-zero-distance-label = au moins 1
kamisado-rule-cannot-move = cette tour ne peut pas avancer
kamisado-rule-at-most = au plus { $max }
kamisado-rule-off-board-label = hors du plateau
kamisado-rule-blocked-at = bloquée en { $at }
kamisado-rule-diagonal-label = pas d'oshi en diagonale
kamisado-rule-own-tower-label = sa propre tour en { $at }
kamisado-rule-in-line-label = { $count ->
    [one] { $count } tour dans la file
   *[other] { $count } tours dans la file
}
kamisado-rule-too-heavy-label = ne peut pas repousser la tour en { $at }
kamisado-rule-home-row-label = { $at } est sur sa rangée de base
kamisado-rule-no-room-label = pas de place derrière
kamisado-rule-wrong-tower-help = la tour à jouer est celle de la couleur de la case où le dernier coup adverse s'est arrêté : { $colour-fem }

# Les corrections : ce qu'il faut écrire à la place (replay/edits.rs).
kamisado-tower-required = la tour à jouer
    .gender = feminine
kamisado-rule-and-more = { $list } (ou { $more ->
    [one] { $more } autre
   *[other] { $more } autres
})
kamisado-rule-did-you-mean = vouliez-vous écrire { $list } ?
kamisado-rule-help-both = { $first } ; { $second }
kamisado-rule-missing-pass = { $tower } est bloquée et passe son tour avant ce coup (règle D6), mais la passe n'est pas notée
kamisado-rule-missing-before = `{ $text }` manque avant ce coup
kamisado-rule-missing-pass-help = écrivez la passe `{ $text }` avant ce coup
kamisado-rule-missing-entry = { $side } joue avant ce coup, mais ce coup n'est pas noté
kamisado-rule-missing-entry-tower = { $side } joue { $tower } avant ce coup, mais ce coup n'est pas noté
kamisado-rule-missing-entry-label = le coup de { $side } manque avant ce coup
kamisado-rule-missing-entry-help = écrivez { $list } avant ce coup
kamisado-rule-missing-pushed = après un oshi, le joueur repoussé passe son tour (règle S3), mais la tour repoussée n'est pas notée
kamisado-rule-missing-pushed-help = écrivez la tour repoussée `{ $text }` avant ce coup
kamisado-rule-duplicate-entry = ce coup répète le précédent
kamisado-rule-duplicate-entry-label = noté deux fois
kamisado-rule-duplicate-entry-help = retirez ce coup : la feuille se rejoue sans lui
kamisado-rule-swapped-entries = ce coup et le suivant sont notés dans le mauvais ordre
kamisado-rule-swapped-entries-label = inversé avec le coup suivant
kamisado-rule-swapped-entries-help = écrivez `{ $first }` puis `{ $second }` : la feuille se rejoue dans cet ordre
kamisado-rule-missing-header = la manche { $round } est terminée : ce coup ouvre la manche { $next }, dont l'en-tête manque
kamisado-rule-missing-header-label = l'en-tête de manche manque avant ce coup
kamisado-rule-missing-header-help = écrivez `{ $text }` avant ce coup
kamisado-rule-missing-header-help-either = écrivez `{ $text }` (ou `{ $alt }`) avant ce coup
kamisado-rule-wrong-fill = la manche { $round } ne se rejoue pas avec un remplissage { $written } : elle se rejoue avec un remplissage { $fill } (règles P1–P4)
kamisado-rule-wrong-fill-label = la manche se rejoue avec un remplissage { $fill }
kamisado-rule-no-correction = aucune correction ne convient aux coups suivants : le reste de la manche { $round } n'est pas vérifié

# L'aide de `kamisado::numbering`.
kamisado-numbering-help = numérotez les lignes de chaque manche 1, 2, 3 …, le coup de Noir puis celui de Blanc (`kifu fmt` renumérote)


## Other texts: outcomes, pictures, moves
