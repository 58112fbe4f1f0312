### kamisado's messages in French (Project Fluent syntax). Ids start with `kamisado-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)


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


## Other texts: outcomes, pictures, moves

# Les notes de `kifu scan` sur une feuille à cocher photographiée, écrites aussi dans la partie.
kamisado-scan-note = scan: { $note }
kamisado-scan-at = { $place } : { $note }
kamisado-scan-cell = page { $page }, ligne { $line }, { $side ->
    [black] Noir
   *[white] Blanc
}
kamisado-scan-section = page { $page }, section { $section }
kamisado-scan-reading = `{ $reading }`
kamisado-scan-nothing = rien
kamisado-scan-all-boxes = toutes les cases
kamisado-scan-field = { $field ->
    [tower] tour
    [direction] direction
    [distance] distance
   *[landing] arrivée
}
kamisado-scan-fields = les cases { $fields }
kamisado-semicolon = { $first } ; { $rest }
kamisado-scan-section-marks = { $marks ->
    [new] seule `new` est cochée
    [continued] seule `continued` est cochée
    [neither] ni `new` ni `continued` n'est cochée
   *[both] `new` et `continued` sont cochées toutes les deux
} ; { $taken ->
    [continued] la section poursuit la manche { $number }
   *[new] la section commence la manche { $number }
}
kamisado-scan-header-unfit = les cases de son en-tête ne conviennent pas
kamisado-scan-decided-header = { $place } : tranché par les règles : { $said }
kamisado-scan-decided-header-label = d'après la suite de la partie
kamisado-scan-decided-header-help = cochez nettement `new` sur la première section d'une manche et `continued` sur les autres, et l'une des deux cases de remplissage
kamisado-scan-fill-decided = remplissage tranché ; ses cases indiquent { $fill ->
    [left] par la gauche
    [right] par la droite
   *[none] aucun
}
kamisado-scan-uncertain-header = { $place } : l'en-tête de la manche { $number } est incertain
kamisado-scan-uncertain-header-label = un autre remplissage, ou un autre début de manche, se rejoue presque aussi bien
kamisado-scan-uncertain-header-help = cochez nettement `new` sur la première section d'une manche et `continued` sur les autres, et l'une des deux cases de remplissage
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
kamisado-scan-illegal-header-help = vérifiez les cases `new`, `continued`, de remplissage et de score de cet en-tête
kamisado-scan-no-move-note = coches { $marks } là où aucun coup ne peut figurer
kamisado-scan-no-move = { $place } : des coches là où la partie n'a pas de coup
kamisado-scan-no-move-label = lu ici
kamisado-scan-no-move-help = la manche est finie ou c'est au tour de l'adversaire : effacez ces coches ou vérifiez les coups précédents
kamisado-scan-left-out-note = coches { $marks }, écartées : la partie s'arrête avant
kamisado-scan-left-out = { $place } : les coches indiquent { $marks }{ $more ->
    [0] {""}
    [one] {" "}(ainsi que celles d'un coup de plus après lui)
   *[other] {" "}(ainsi que celles de { $more } coups de plus après lui)
}, que la partie écarte : elle s'arrête avant ce coup
kamisado-scan-left-out-label = la partie s'arrête ici
kamisado-scan-left-out-help = aucun coup permis par les règles ne correspond aux coches : regardez les cases à la { $place } et celles des coups précédents, cochez-les de nouveau nettement et scannez à nouveau, ou écrivez la fin de la partie à la main
kamisado-scan-uncertain-empty-note = laissé vide ; incertain : aussi { $alts }
kamisado-scan-uncertain-empty = { $place } : laissé vide dans la partie, mais les coches se lisent aussi { $alts }
kamisado-scan-uncertain-empty-label = lu comme vide, mais sans certitude
kamisado-scan-uncertain-empty-help = regardez les cases à la { $place } et corrigez la partie à la main, ou cochez-les de nouveau nettement et scannez à nouveau
kamisado-scan-ignored-note = marques pâles { $marks } là où aucun coup ne peut figurer, écartées
kamisado-scan-ignored = { $place } : des marques pâles (lues { $marks }) là où aucun coup ne peut figurer ont été écartées
kamisado-scan-ignored-label = écarté
kamisado-scan-ignored-help = effacez les marques en dehors des coups de la partie
kamisado-scan-decided = tranché ; { $how ->
    [faint] les coches sont pâles ou doublées
   *[read] les coches indiquent { $marks }
}{ $other ->
    [reading] , `{ $alt }` se rejoue moins bien
    [empty] , une cellule vide se rejoue moins bien
   *[none] {""}
}
kamisado-scan-decided-label = tranché par les règles
kamisado-scan-decided-help = les coups voisins tranchent celui-ci ; en cas de doute, regardez les cases à la { $place }
kamisado-scan-uncertain-note = incertain ; aussi { $alts }
kamisado-scan-uncertain = { $place } : les coches se lisent aussi { $alts }
kamisado-scan-uncertain-label = lu ainsi, mais sans certitude
kamisado-scan-uncertain-help = regardez { $fields } à la { $place } et corrigez la partie à la main, ou cochez-les de nouveau nettement et scannez à nouveau
kamisado-scan-illegal-note = les coches indiquent { $marks }, pas un coup légal ici
kamisado-scan-illegal = { $place } : les coches indiquent { $marks }, qui n'est pas un coup légal ici
kamisado-scan-illegal-label = le coup légal le plus proche, mis à sa place
kamisado-scan-illegal-help = regardez { $fields } à la { $place } : la feuille elle-même est peut-être fausse
