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

# Ce qu'on trouve là où autre chose était attendu.
kamisado-found-end-of-record = la fin de la feuille
kamisado-found-end-of-line = la fin de la ligne
kamisado-found-token = `{ $token }`
kamisado-found-next-entry = le coup suivant `{ $token }`

kamisado-syntax-unexpected = `{ $token }` inattendu : { $what }
kamisado-syntax-not-understood = non reconnu
kamisado-syntax-unexpected-what = { $what ->
    [lone-number] un nombre seul
    [lone-plus] un `+` sans coup devant lui
    [lone-direction] une direction sans tour devant elle
   *[bad-start] un caractère qui ne peut pas commencer un coup
}
kamisado-syntax-unexpected-help = { $what ->
    [lone-number] écrivez un numéro de coup avec un point (`12.`), ou une distance juste après sa direction (`{ $example }`)
    [lone-plus] `+` relie les tours d'un même coup avec oshi : `{ $example }`
    [lone-direction] un coup commence par la couleur de la tour : `{ $example }`
   *[bad-start] un coup s'écrit `{ $example }` ; écrivez les remarques entre `{"{"} {"}"}` ou après `;`
}
kamisado-syntax-tag-after-moves = une balise après les coups
kamisado-syntax-tag-after-moves-label = balise après les coups
kamisado-syntax-tag-after-moves-help = placez toutes les balises avant le premier coup ; un bloc de balises après les coups commence une nouvelle partie (lisez le fichier avec `parse_all`)

kamisado-syntax-unknown-colour = { $role ->
    [tower] couleur de la tour
   *[landing] couleur de la case d'arrivée
} attendue, mais `{ $token }` n'est pas une couleur
kamisado-syntax-unknown-colour-label = couleur inconnue
kamisado-syntax-colour-more-letters = écrivez plus de lettres d'une couleur : { $colours }
kamisado-syntax-colour-one-of = écrivez une des couleurs { $colours }
kamisado-syntax-colour-list = { $names } (ou son nom { $sheet ->
    [fr] anglais ou allemand
    [de] anglais ou français
   *[en] français ou allemand
}, ou ses premières lettres)
kamisado-syntax-did-you-mean = vouliez-vous dire `{ $word }` ?

kamisado-syntax-ambiguous-direction = `{ $token }` peut vouloir dire tout droit ou en diagonale à droite
kamisado-syntax-ambiguous-direction-label = direction ambiguë
kamisado-syntax-ambiguous-direction-help = écrivez `Devant (↑)` (ou `Tout droit`) pour tout droit, ou `Droite (↗)` pour la diagonale à droite

kamisado-syntax-expected-direction = direction attendue après la couleur de la tour, trouvé : { $found }
kamisado-syntax-expected-direction-label = direction attendue
kamisado-syntax-expected-direction-help = écrivez la direction et la distance : { $examples }, ou `0` pour une tour bloquée
kamisado-syntax-direction-suggest = vouliez-vous dire `{ $word }` ? Sinon, { $then }
kamisado-syntax-direction-tout = `Tout` doit être suivi de `droit` (`Tout droit`) ; { $then }
kamisado-syntax-direction-missing = la direction et la distance manquent ; { $then }
kamisado-syntax-direction-distance = une distance doit suivre une direction ; { $then }
kamisado-syntax-direction-examples = `{ $straight }` tout droit, `{ $left }` en diagonale à gauche, `{ $right }` en diagonale à droite, `{ $back }` repoussée par un oshi
kamisado-syntax-direction-examples-words = { $list } (ou en toutes lettres : `{ $word }`)

kamisado-syntax-expected-distance = nombre de cases attendu après la direction, trouvé : { $found }
kamisado-syntax-expected-distance-label = distance attendue
kamisado-syntax-expected-distance-help = écrivez, juste après la direction, de combien de cases la tour s'est déplacée, par exemple `{ $example }`
kamisado-syntax-bad-distance = une tour se déplace de 1 à { $max } cases, pas de { $token }
kamisado-syntax-bad-distance-label = entre 1 et { $max }
kamisado-syntax-bad-distance-zero-help = pour une tour bloquée, écrivez `0` seul, sans direction : `{ $example }`
kamisado-syntax-bad-distance-help = le plateau a 8 rangées, une distance va donc de 1 à { $max } ; recomptez les cases

kamisado-syntax-expected-landing = couleur de la case d'arrivée attendue, trouvé : { $found }
kamisado-syntax-expected-landing-label = couleur d'arrivée manquante
kamisado-syntax-expected-landing-help = terminez le coup par la couleur de la case où la tour s'est arrêtée : `{ $example }`

kamisado-syntax-too-many-pushed = un oshi pousse au plus 3 tours, ce coup en cite une quatrième
kamisado-syntax-too-many-pushed-label = quatrième tour poussée
kamisado-syntax-too-many-pushed-help = ne citez que les tours poussées, de la première à la dernière, 3 au plus (`{ $example }`)
kamisado-syntax-expected-pushed = couleur de la tour poussée suivante attendue après `+`, trouvé : { $found }
kamisado-syntax-expected-pushed-label = couleur de tour attendue
kamisado-syntax-expected-pushed-help = après `+`, écrivez la tour poussée suivante : `{ $example }`

kamisado-syntax-round-number-expected = numéro de manche attendu après `{ $word }`, trouvé : { $found }
kamisado-syntax-round-number-expected-label = numéro de manche attendu
kamisado-syntax-bad-round-number = numéro de manche `{ $number }` incorrect
kamisado-syntax-bad-round-number-label = les manches sont numérotées 1, 2, 3, …
kamisado-syntax-fill-expected = sens du remplissage attendu, trouvé : { $found }
kamisado-syntax-fill-expected-label = pas un sens de remplissage
kamisado-syntax-fill-side-expected = `{ $left }` ou `{ $right }` attendu après `{ $word }`, trouvé : { $found }
kamisado-syntax-fill-side-expected-label = côté du remplissage attendu
kamisado-syntax-close-expected = `)` attendue après le sens du remplissage, trouvé : { $found }
kamisado-syntax-close-expected-label = `)` attendue
kamisado-syntax-bad-round-help = écrivez un en-tête de manche sous la forme `{ $left }` ou `{ $right }`

kamisado-syntax-score-dash = `-` attendu entre les deux scores, trouvé : { $found }
kamisado-syntax-score-points = { $side ->
    [black] points de Noir
   *[white] points de Blanc
} attendus, trouvé : { $found }
kamisado-syntax-bad-score-label = score incorrect
kamisado-syntax-bad-score-help = écrivez le score après une manche sous la forme `Score: 1-0` : les points de Noir, un tiret (ou deux-points), les points de Blanc

kamisado-syntax-bad-match = durée de partie `{ $value }` inconnue
kamisado-syntax-bad-match-label = pas une durée de partie
kamisado-syntax-bad-match-help = écrivez simple (1 point), standard (3), longue (7) ou marathon (15) ; l'anglais `long` et l'allemand `lang` ou `einfach` conviennent aussi



kamisado-or = { $first } ou { $rest }
kamisado-and = { $first } et { $rest }
kamisado-comma = { $first }, { $rest }

kamisado-abbreviation-could-be = cette abréviation peut se lire { $readings }
kamisado-abbreviation-label = abréviation ambiguë
kamisado-abbreviation-none-legal = aucune lecture n'est un coup légal ici ({ $entries }) : vérifiez le coup
kamisado-abbreviation-all-legal = { $entries } sont tous légaux ici : écrivez plus de lettres { $what ->
    [colour] de la couleur
   *[direction] de la direction
}
kamisado-abbreviation-colour-reading = { $word } ({ $colour ->
    [orange] orange
    [blue] bleu
    [purple] violet
    [pink] rose
    [yellow] jaune
    [red] rouge
    [green] vert
   *[brown] marron
})

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

# Les notes de `kifu scan` sur une feuille photographiée, écrites aussi dans la partie. `$form`
# est le formulaire : `ticks` (la feuille à cocher : des pages de sections, des coups cochés
# dans des cases) ou `hand` (la feuille manuscrite : des blocs de manche aux lignes
# numérotées depuis 1, des coups écrits à la main).
kamisado-scan-note = scan: { $note }
kamisado-scan-at = { $place } : { $note }
kamisado-scan-cell = { $form ->
    [hand] { $pages ->
        [1] {""}
       *[other] page { $page },{" "}
    }bloc { $section }
   *[ticks] page { $page }
}, ligne { $line }, { $side ->
    [black] Noir
   *[white] Blanc
}
kamisado-scan-section = { $form ->
    [hand] { $pages ->
        [1] {""}
       *[other] page { $page },{" "}
    }bloc { $section }
   *[ticks] page { $page }, section { $section }
}
kamisado-scan-reading = `{ $reading }`
kamisado-scan-nothing = rien
kamisado-scan-all-boxes = { $form ->
    [hand] tout le coup
   *[ticks] toutes les cases
}
kamisado-scan-field = { $field ->
    [tower] tour
    [direction] direction
    [distance] distance
   *[landing] arrivée
}
kamisado-scan-fields = { $form ->
    [hand] { $count ->
        [one] la cellule
       *[other] les cellules
    } { $fields }
   *[ticks] les cases { $fields }
}
kamisado-semicolon = { $first } ; { $rest }
kamisado-scan-section-marks = { $form ->
    [hand] { $taken ->
        [continued] le bloc poursuit la manche { $number }
       *[new] le bloc commence la manche { $number }
    }
   *[ticks] { $marks ->
        [new] seule `new` est cochée
        [continued] seule `continued` est cochée
        [neither] ni `new` ni `continued` n'est cochée
       *[both] `new` et `continued` sont cochées toutes les deux
    } ; { $taken ->
        [continued] la section poursuit la manche { $number }
       *[new] la section commence la manche { $number }
    }
}
kamisado-scan-header-unfit = { $form ->
    [hand] son en-tête ne convient pas
   *[ticks] les cases de son en-tête ne conviennent pas
}
kamisado-scan-decided-header = { $place } : tranché par les règles : { $said }
kamisado-scan-decided-header-label = d'après la suite de la partie
kamisado-scan-decided-header-help = { $form ->
    [hand] écrivez nettement le numéro de la manche et marquez son remplissage, `par la gauche` ou `par la droite`
   *[ticks] cochez nettement `new` sur la première section d'une manche et `continued` sur les autres, et l'une des deux cases de remplissage
}
kamisado-scan-fill-decided = remplissage tranché ; { $form ->
    [hand] la feuille indique { $fill ->
        [left] `par la gauche`
        [right] `par la droite`
       *[none] aucun des deux
    }
   *[ticks] ses cases indiquent { $fill ->
        [left] par la gauche
        [right] par la droite
       *[none] aucun
    }
}
kamisado-scan-uncertain-header = { $place } : l'en-tête de la manche { $number } est incertain
kamisado-scan-uncertain-header-label = un autre remplissage, ou un autre début de manche, se rejoue presque aussi bien
kamisado-scan-uncertain-header-help = { $form ->
    [hand] écrivez nettement le numéro de la manche et marquez son remplissage, `par la gauche` ou `par la droite`
   *[ticks] cochez nettement `new` sur la première section d'une manche et `continued` sur les autres, et l'une des deux cases de remplissage
}
kamisado-scan-illegal-header = { $place } : l'en-tête de la manche { $number } (remplissage { $fill ->
    [left] par la gauche
    [right] par la droite
   *[none] aucun
}) ne convient pas à la partie
kamisado-scan-illegal-header-noted = { $place } : l'en-tête de la manche { $number } (remplissage { $fill ->
    [left] par la gauche
    [right] par la droite
   *[none] aucun
} ; { $note }) ne convient pas à la partie
kamisado-scan-illegal-header-label = ce que la partie permet
kamisado-scan-illegal-header-help = { $form ->
    [hand] vérifiez le numéro de la manche, le remplissage et les scores écrits dans l'en-tête de ce bloc
   *[ticks] vérifiez les cases `new`, `continued`, de remplissage et de score de cet en-tête
}
kamisado-scan-no-move-note = { $form ->
    [hand] écriture ({ $marks })
   *[ticks] coches { $marks }
} là où aucun coup ne peut figurer
kamisado-scan-no-move = { $place } : { $form ->
    [hand] de l'écriture
   *[ticks] des coches
} là où la partie n'a pas de coup
kamisado-scan-no-move-label = lu ici
kamisado-scan-no-move-help = la manche est finie ou c'est au tour de l'adversaire : { $form ->
    [hand] barrez ce qui est écrit
   *[ticks] effacez ces coches
} ou vérifiez les coups précédents
kamisado-scan-left-out-note = { $form ->
    [hand] écriture ({ $marks }), écartée
   *[ticks] coches { $marks }, écartées
} : la partie s'arrête avant
kamisado-scan-left-out = { $place } : { $form ->
    [hand] l'écriture indique { $marks }{ $more ->
        [0] {""}
        [one] {" "}(ainsi que celle d'un coup de plus après lui)
       *[other] {" "}(ainsi que celle de { $more } coups de plus après lui)
    }
   *[ticks] les coches indiquent { $marks }{ $more ->
        [0] {""}
        [one] {" "}(ainsi que celles d'un coup de plus après lui)
       *[other] {" "}(ainsi que celles de { $more } coups de plus après lui)
    }
}, que la partie écarte : elle s'arrête avant ce coup
kamisado-scan-left-out-label = la partie s'arrête ici
kamisado-scan-left-out-help = { $form ->
    [hand] aucun coup permis par les règles ne correspond à l'écriture : regardez le coup au { $place } et les coups précédents, récrivez-les nettement et scannez à nouveau, ou complétez la partie vous-même
   *[ticks] aucun coup permis par les règles ne correspond aux coches : regardez les cases à la { $place } et celles des coups précédents, cochez-les de nouveau nettement et scannez à nouveau, ou écrivez la fin de la partie à la main
}
kamisado-scan-uncertain-empty-note = laissé vide ; incertain : aussi { $alts }
kamisado-scan-uncertain-empty = { $place } : laissé vide dans la partie, mais { $form ->
    [hand] l'écriture se lit
   *[ticks] les coches se lisent
} aussi { $alts }
kamisado-scan-uncertain-empty-label = lu comme vide, mais sans certitude
kamisado-scan-uncertain-empty-help = { $form ->
    [hand] regardez le coup au { $place } et corrigez la partie vous-même, ou récrivez-le nettement et scannez à nouveau
   *[ticks] regardez les cases à la { $place } et corrigez la partie à la main, ou cochez-les de nouveau nettement et scannez à nouveau
}
kamisado-scan-ignored-note = { $form ->
    [hand] écriture pâle { $marks } là où aucun coup ne peut figurer, écartée
   *[ticks] marques pâles { $marks } là où aucun coup ne peut figurer, écartées
}
kamisado-scan-ignored = { $place } : { $form ->
    [hand] une écriture pâle (lue { $marks }) là où aucun coup ne peut figurer a été écartée
   *[ticks] des marques pâles (lues { $marks }) là où aucun coup ne peut figurer ont été écartées
}
kamisado-scan-ignored-label = écarté
kamisado-scan-ignored-help = { $form ->
    [hand] barrez ce qui est écrit en dehors des coups de la partie
   *[ticks] effacez les marques en dehors des coups de la partie
}
kamisado-scan-decided = tranché ; { $form ->
    [hand] { $how ->
        [faint] l'écriture est peu lisible
       *[read] l'écriture indique { $marks }
    }
   *[ticks] { $how ->
        [faint] les coches sont pâles ou doublées
       *[read] les coches indiquent { $marks }
    }
}{ $other ->
    [reading] , `{ $alt }` se rejoue moins bien
    [empty] , une cellule vide se rejoue moins bien
   *[none] {""}
}
kamisado-scan-decided-label = tranché par les règles
kamisado-scan-decided-help = les coups voisins tranchent celui-ci ; en cas de doute, { $form ->
    [hand] regardez le coup au { $place } sur la feuille
   *[ticks] regardez les cases à la { $place }
}
kamisado-scan-uncertain-note = incertain ; aussi { $alts }
kamisado-scan-uncertain = { $place } : { $form ->
    [hand] l'écriture se lit
   *[ticks] les coches se lisent
} aussi { $alts }
kamisado-scan-uncertain-label = lu ainsi, mais sans certitude
kamisado-scan-uncertain-help = { $form ->
    [hand] regardez { $fields } au { $place } et corrigez la partie vous-même, ou récrivez le coup nettement et scannez à nouveau
   *[ticks] regardez { $fields } à la { $place } et corrigez la partie à la main, ou cochez-les de nouveau nettement et scannez à nouveau
}
kamisado-scan-illegal-note = { $form ->
    [hand] l'écriture indique
   *[ticks] les coches indiquent
} { $marks }, pas un coup légal ici
kamisado-scan-illegal = { $place } : { $form ->
    [hand] l'écriture indique
   *[ticks] les coches indiquent
} { $marks }, qui n'est pas un coup légal ici
kamisado-scan-illegal-label = le coup légal le plus proche, mis à sa place
kamisado-scan-illegal-help = { $form ->
    [hand] regardez { $fields } au { $place } : la feuille elle-même est peut-être fausse
   *[ticks] regardez { $fields } à la { $place } : la feuille elle-même est peut-être fausse
}


## moves: pictures (the board's status lines and legend, `kifu moves`, the viewers' round results)

kamisado-picture-names = Noir : { $black } - Blanc : { $white }
kamisado-picture-round = manche { $round }
kamisado-picture-score = score Noir { $black } - Blanc { $white }
kamisado-picture-target = partie en { $target } { $target ->
    [one] point
   *[other] points
}
kamisado-picture-won-home-row = { $winner } gagne la manche : la tour { $colour-fem } a atteint la rangée de base adverse.
kamisado-picture-won-deadlock = { $winner } gagne la manche par blocage total ({ $loser } a joué en dernier).
kamisado-picture-tooth = La tour { $colour-fem } de { $winner } gagne sa { $nth ->
    [1] 1re
   *[other] { $nth }e
} dent de dragon : { $title }, { $points } { $points ->
    [one] point
   *[other] points
}.
kamisado-picture-match-won = partie gagnée
kamisado-picture-pushed = { $side } a été repoussé (oshi) et passe ;
kamisado-picture-then = puis { $side } joue la tour { $colour-fem }.
kamisado-picture-then-any = puis { $side } joue la tour de son choix.
kamisado-picture-to-move = { $side } joue : la tour { $colour-fem } ({ $place }).
kamisado-picture-must-pass = { $side } doit passer : la tour { $colour-fem } ({ $place }) est bloquée.
kamisado-picture-place = { $square }
kamisado-picture-place-teeth = { $teeth }, { $square }
kamisado-picture-none-can-move = { $side } doit passer : aucune tour ne peut bouger.
kamisado-picture-free-choice = { $side } joue : tour au choix.
kamisado-picture-side-colour = { $colour-cap } ({ $side })
kamisado-picture-blocked-run = Bloquées dans cette série de passes : { $towers }.
kamisado-picture-legend-squares = Cases : or orange  bl bleu   pu violet  pk rose
kamisado-picture-legend-squares-more = {"        "}ye jaune   re rouge  gn vert    br marron
kamisado-picture-legend-towers = Tours : B : Noir, W : Blanc ; couleur O B P K Y R G N ; + par dent de dragon.
kamisado-picture-legend-last-move = Dernier coup : ** arrivée, .. départ, !! tour poussée.
kamisado-picture-mark-to = arrivée
kamisado-picture-mark-from = départ
kamisado-picture-mark-pushed = poussée
kamisado-picture-round-result = { $winner } gagne la manche ({ $how ->
    [deadlock] blocage total
   *[home-row] rangée de base
}), { $points } { $points ->
    [one] point
   *[other] points
} · Noir { $black } – Blanc { $white }
kamisado-picture-match-result = { $round } · { $winner } gagne la partie
kamisado-moves-over = la manche { $round } est finie : { $winner } a gagné ({ $reason }) ; aucun coup
kamisado-moves-heading = manche { $round }, après le coup { $ply } : { $side } joue, { $count ->
    [one] { $count } coup légal
   *[other] { $count } coups légaux
}
kamisado-moves-oshi = { $entry }   (oshi)
kamisado-moves-pushed = { $entry }   (repoussé par l’oshi : passe)
kamisado-moves-blocked = { $entry }   (bloquée : passe)
kamisado-moves-summary = manche { $round }, après le coup { $ply } : { $state }
kamisado-moves-round-over = la manche est finie : { $winner } a gagné ({ $reason })
kamisado-moves-to-move = { $side } joue
# The notes of a JSON record read back as notation (`kifu convert --to kamisado`).
kamisado-import-fill-missing = `fill` manque : la manche { $round } part des tours placées par la gauche ou par la droite (`"fill": "left"` ou `"right"`), au choix du gagnant de la manche { $previous }
kamisado-import-no-round = pas de manche { $round } : { $why }
kamisado-import-round-not-over = la manche { $previous } n’est pas finie : { $state }
kamisado-import-match-decided = la partie est déjà jouée
kamisado-import-not-square = `{ $field }` vaut `{ $given }`, qui n’est pas une case du plateau (a1 à h8)
kamisado-import-round-over = la manche { $round } est déjà finie : { $winner } a gagné ({ $reason })
kamisado-import-must-move-tower = { $side } doit jouer { $tower } (en { $square })
kamisado-import-must-move = { $side } doit jouer
kamisado-import-no-such-move = aucun coup légal ne va de { $from } à { $to } : { $state }
kamisado-import-no-such-move-ends = aucun coup légal ne va de { $from } à { $to } : { $state } ; depuis { $from }, les coups légaux arrivent en { $ends }
kamisado-import-bad-match-tag = l’étiquette `Match` vaut `{ $given }` : une partie est simple, standard, long ou marathon
kamisado-import-match-disagrees = `match` vaut `{ $field }` mais l’étiquette `Match` indique `{ $tag }`
kamisado-import-bad-start = le `start` de la manche 1 n’est pas une position : { $reason }
kamisado-import-bad-position-tag = l’étiquette `Position` n’est pas une position : { $reason }
kamisado-import-header-disagrees = `header` indique `{ $given }`, qui n’est pas la manche { $round }{ $fill ->
    [left] {" "}par la gauche
    [right] {" "}par la droite
   *[none] {""}
} : `{ $instead }` est écrit à la place
kamisado-import-score-disagrees = `score_line` indique `{ $given }`, qui n’est pas le score après la manche { $round } : `{ $instead }` est écrit à la place

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
kamisado-sheet-black = Noir
kamisado-sheet-white = Blanc
kamisado-sheet-match-length = Partie : ☐ simple (1)  ☐ standard (3)  ☐ longue (7)  ☐ marathon (15)
kamisado-sheet-fill = Remplissage
kamisado-sheet-from-left = par la gauche
kamisado-sheet-from-right = par la droite
kamisado-sheet-column-tower = Tour
kamisado-sheet-column-direction = Dir.
kamisado-sheet-column-distance = Cases
kamisado-sheet-column-landing = Arrivée
kamisado-sheet-help = Direction : ↑ tout droit  ↖ diagonale gauche  ↗ diagonale droite  ↓ repoussée. Tour bloquée : 0 et la couleur de sa case.
# The tick-box score sheet (`kifu sheet --form ticks`); it also prints the words above.
kamisado-sheet-tick-title = Kamisado — feuille à cocher
kamisado-sheet-tick-page = Page { $page }
kamisado-sheet-tick-new = nouvelle
kamisado-sheet-tick-continued = suite
kamisado-sheet-tick-distance = Cases
kamisado-sheet-tick-help-1 = Cochez une case par champ, d'une croix ou d'un trait. Pour corriger, noircissez la case fausse et cochez la bonne.
kamisado-sheet-tick-help-2 = Chaque manche commence une nouvelle section : cochez nouvelle, le remplissage et le score avant la manche. Manche 1 : pas de remplissage, score 0 0.
kamisado-sheet-tick-help-3 = Tour bloquée : sa couleur, 0 et la couleur de sa case. Au blocage total, l'entrée bloquée répétée peut être cochée ou omise.
kamisado-sheet-tick-help-4 = Après un oshi, le joueur repoussé coche sa tour repoussée la plus éloignée du pousseur, ↓, 1 et la couleur de sa case d'arrivée.
kamisado-sheet-tick-help-5 = Une manche plus longue que sa section continue dans la suivante : cochez-y suite.
kamisado-sheet-tick-help-6 = Quand Blanc commence une manche, la moitié Noir de sa première ligne reste vide.
kamisado-sheet-tick-help-7 = Gardez les quatre carrés des coins sur la photo, sous une lumière égale.

## errors: position strings and requests

kamisado-position-fields = plateau, camp, tour, état, dernière case
kamisado-position-not-a-tower = '{ $letter }' n'est ni une lettre de tour (O B P K Y R G N, en majuscule Blanc, en minuscule Noir) ni un nombre de cases vides
kamisado-position-teeth = une tour en jeu a au plus 3 dents de dragon
kamisado-position-side = le camp qui joue est 'b' ou 'w'
kamisado-position-required = la tour à jouer est une lettre de couleur (O B P K Y R G N) ou '-'
kamisado-position-state = l'état est '-', '!' ou les lettres des tours trouvées bloquées dans cette suite de passes
kamisado-position-last = le dernier champ est une case de a1 à h8
kamisado-position-no-last-tower = aucune tour n'est sur { $square }, la case de la dernière tour jouée
kamisado-setup-missing = il manque { $tower }
kamisado-setup-twice = { $tower } est placée deux fois
kamisado-setup-square-taken = deux tours sont sur { $square }
kamisado-setup-already-home = { $tower } est elle aussi sur la rangée de base adverse : une seule tour peut avoir gagné la manche
kamisado-setup-pushed-at-start = aucun oshi ne peut être en attente au tout début de la manche
kamisado-no-such-match = aucune partie de Kamisado ne s'appelle { $variant }


## errors: scanning photos of the tick form

kamisado-scan-markers-few = { $found ->
        [0] aucun des quatre repères d'angle de la feuille n'a été trouvé
        [one] { $found } seul des quatre repères d'angle de la feuille a été trouvé
       *[other] { $found } des quatre repères d'angle de la feuille ont été trouvés
    }
kamisado-scan-markers-none = les repères d'angle de la feuille sont introuvables : aucun groupe de quatre parmi les { $found } anneaux carrés de la photo n'en forme les coins
kamisado-scan-markers-help = photographiez la page entière, avec les quatre carrés noirs des coins visibles, sous une lumière égale
kamisado-scan-page-code = le code de la page est illisible : { $reason }
kamisado-scan-page-code-help = la rangée de petits carrés en haut de la page doit être visible et vierge
kamisado-scan-code-check = les bits de contrôle du code de la page ne concordent pas (une case a été mal lue)
kamisado-scan-code-game = le code de la page désigne un jeu inconnu ({ $code })
kamisado-scan-same-page = { $first } et { $second } sont toutes deux la page { $page }
kamisado-scan-same-page-help = donnez une photo de chaque page d'une même feuille : les pages de deux feuilles, ou deux photos d'une page, ne se lisent pas comme une seule partie
kamisado-scan-page = page { $page }
kamisado-scan-missing-page = la page { $page } de la feuille manque (les photos sont { $given })
kamisado-scan-missing-page-help = photographiez aussi la page { $page } et donnez toutes les pages : une partie ne se lit pas par-dessus une page manquante
kamisado-scan-missing-pages = les pages { $first } à { $last } de la feuille manquent (les photos sont { $given })
kamisado-scan-missing-pages-help = photographiez aussi les pages { $first } à { $last } et donnez toutes les pages : une partie ne se lit pas par-dessus une page manquante
kamisado-scan-blank-page = aucune coche lue sur la page { $page } ({ $photo })
kamisado-scan-blank-page-help = donnez les photos des pages remplies ; si cette page a des coches, elles sont trop claires pour la photo : repassez-les au stylo foncé, sous une lumière égale
kamisado-scan-unwritten-page = rien d’écrit lu sur la page { $page } ({ $photo })
kamisado-scan-unwritten-page-help = donnez les photos des pages écrites ; si cette page est écrite, l’écriture est trop claire pour la photo : repassez-la au stylo foncé, sous une lumière égale

## imp: importers (parties d’autres programmes, `kifu convert --from`)

kamisado-import-illegal = { $written } : refusé par les règles du livret
kamisado-import-illegal-help = kifu rejoue chaque coup converti selon le livret ; ce coup ne peut pas être joué ici, la partie s’arrête avant lui
kamisado-import-no-tower = aucune tour de { $side } ne se trouve en { $square }
kamisado-import-after-end = la manche est déjà finie : ce coup vient après sa fin
kamisado-import-after-end-help = retirez les coups qui suivent la fin de la manche
kamisado-import-reset-mid-round = la manche n’est pas finie : une nouvelle manche ne peut pas commencer ici
kamisado-import-wrong-side = c’est à { $side } de jouer ici, pas à { $written }
kamisado-import-too-long = le fichier a plus de { $max } coups ou lignes
kamisado-import-everyboard-json = ce n’est pas une liste JSON de coups EveryBoard : { $error }
kamisado-import-everyboard-move = ce n’est pas un coup de Kamisado d’EveryBoard
kamisado-import-everyboard-coord = une case hors du plateau (x et y vont de 0 à 7)
kamisado-import-everyboard-help = une partie EveryBoard est un tableau JSON de coups : "PASS", {"{"}"first": [x, y], "second": [x, y]{"}"}, ou un nombre x1·4096 + y1·256 + x2·16 + y2
kamisado-import-everyboard-pass-colour = après ce passe, EveryBoard fait jouer à { $side } { $program } ; le livret (D6) fait jouer { $book }, de la couleur de la case sous la tour bloquée
kamisado-import-everyboard-pass-colour-help = kifu rejoue le livret : à partir d’ici, un coup qu’EveryBoard acceptait peut être refusé
kamisado-import-everyboard-deadlock = EveryBoard finit la partie ici : { $side } ne peut pas jouer après un passe et perd ; le livret (D8) ne finit pas la manche ici
kamisado-import-everyboard-deadlock-help = kifu rejoue le livret : la partie reste où en est la manche du livret
kamisado-import-aikisado-line = ce n’est pas une ligne d’une sauvegarde Aikisado
kamisado-import-aikisado-help = une sauvegarde Aikisado a des lignes `GameType: …`, `Reset: Normal`, `Reset: RTL`, `Reset: LTR`, `MoveBlack:12(Red) to:28(Pink)` et `PushWhite:…`, chaque case avec sa couleur sur le plateau
kamisado-import-aikisado-colour = la case { $index } est { $board } sur le plateau, pas { $written }
kamisado-import-aikisado-first-reset = la première manche doit commencer par `Reset: Normal`
kamisado-import-aikisado-reset = Aikisado a remis chaque tour sur sa couleur pour cette manche ; le livret les place depuis la gauche ou la droite (P1–P4)
kamisado-import-aikisado-reset-help = kifu ne peut pas rejouer cette manche ni les suivantes : gardez les lignes avant celle-ci
kamisado-import-aikisado-first-help = le perdant d’une manche commence la suivante (P4) ; Aikisado contre son IA fait toujours commencer Noir
kamisado-import-aikisado-score = Aikisado compte { $program } points pour cette manche ; le livret en compte { $book }
kamisado-import-aikisado-score-help = kifu compte selon le livret (la dent gagnée : 1, 2, 4 ou 8 points) : le score du match diffère de celui d’Aikisado à partir d’ici
kamisado-import-aikisado-gridlock = le blocage total du livret (D8) finit la manche ici ; Aikisado ne le constate qu’après neuf tours passés
kamisado-import-aikisado-gridlock-help = kifu compte la manche selon le livret : le joueur qui a fait le dernier vrai coup perd
kamisado-import-hackerrank-help = une position HackerRank est une ligne `1` ou `2`, huit rangées de huit cases de deux lettres (la couleur de la case, puis son pion), et une ligne avec la couleur à jouer ou `-`
kamisado-import-hackerrank-lines = une position HackerRank a 10 lignes, pas { $found }
kamisado-import-hackerrank-turn = la première ligne doit être `1` ou `2` (à qui de jouer)
kamisado-import-hackerrank-row = une rangée a 16 caractères (8 cases de 2), pas { $found }
kamisado-import-hackerrank-cell = ce n’est pas une des lettres de couleur O L M P Y R G B
kamisado-import-hackerrank-board = cette lettre nomme une autre couleur ailleurs : les cases ne sont pas le plateau du Kamisado (case { $square })
kamisado-import-hackerrank-twice = { $tower } est deux fois sur le plateau
kamisado-import-hackerrank-next = la dernière ligne doit être la lettre de couleur du pion à jouer, ou `-` pour le premier coup du premier joueur
kamisado-import-hackerrank-blocked = HackerRank finit la partie ici, { $side } ne pouvant pas jouer ; le livret (D6) fait passer { $side }
kamisado-import-hackerrank-blocked-help = kifu rejoue le livret : la position est gardée, avec le passe à venir

## hw (issue 36 phase B): the handwriting sheet read from a photo
kamisado-scan-other-form = cette photo est d'un autre formulaire : son code de page dit `--form { $form }`
kamisado-scan-other-form-help = lisez-la avec `kifu scan --form { $form }`
