### samourai's messages in French (Project Fluent syntax). Ids start with `samourai-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# Les camps, comme joueurs (`Rouge joue`) ; `.adj` comme couleur d'un samouraï.
samourai-side-red = Rouge
    .adj = rouge
samourai-side-black = Noir
    .adj = noir

# Les cases : le nom du symbole (`dragon`) ; `.article` ; `.phrase` avec son nom
# japonais ; `.square` comme case. Vocabulaire du livret de règles.
samourai-kind-sun = soleil
    .article = un soleil
    .phrase = un soleil (taiyo)
    .square = une case soleil
samourai-kind-dragon = dragon
    .article = un dragon
    .phrase = un dragon (ryu)
    .square = une case dragon
samourai-kind-ibis = ibis
    .article = un ibis
    .phrase = un ibis (washi)
    .square = une case ibis
samourai-kind-sword = sabre
    .article = un sabre
    .phrase = un sabre (katana)
    .square = une case sabre
samourai-kind-mekura = mekura
    .article = une case mekura
    .phrase = une case mekura (ho bo)
    .square = une case mekura, sans symbole
samourai-kind-shiro = shiro
    .article = une case shiro
    .phrase = une case shiro
    .square = une case shiro
samourai-kind-anzen = anzen
    .article = l'anzen
    .phrase = l'anzen
    .square = l'anzen

samourai-start-square = la case de départ
samourai-landing-square = la case d'arrivée

samourai-or-1 = { $a }
samourai-or-2 = { $a } ou { $b }
samourai-or-3 = { $a }, { $b } ou { $c }

## Syntax: reading the sheet

samourai-entry-help = un coup s'écrit `e1-e4 3 ryu` : case de départ, `-`, case d'arrivée, puis, si on le souhaite, la distance et le symbole de la case d'arrivée
samourai-syntax-bad-square = `{ $square }` n'est pas une case du plateau
samourai-syntax-bad-square-label = hors du plateau
samourai-syntax-bad-square-help = les cases vont de a1 à k11 : colonnes a à k, rangées 1 à 11
samourai-syntax-expected-square = { $what } manque, trouvé { $found }
samourai-syntax-expected-square-label = { $what } attendue
samourai-syntax-expected-dash = `-` attendu entre les deux cases, trouvé { $found }
samourai-syntax-expected-dash-label = `-` attendu
samourai-syntax-bad-distance = { $distance } n'est pas une distance possible sur un plateau de 11 × 11 cases
samourai-syntax-bad-distance-label = de 1 à 10
samourai-syntax-bad-distance-help = la distance annoncée est le nombre de cases franchies, de 1 à 10
samourai-syntax-joined-kind = `{ $word }` colle la distance et le symbole de la case
samourai-syntax-joined-kind-label = distance et symbole collés
samourai-syntax-joined-kind-help = séparez-les : `{ $distance } { $kind }`
samourai-syntax-unknown-kind = `{ $word }` n'est pas un symbole de case
samourai-syntax-unknown-kind-label = symbole inconnu
samourai-syntax-unknown-kind-near = vouliez-vous dire `{ $word }` ? Symboles : taiyo/soleil/sun, ryu/dragon, washi/ibis, katana/sabre/sword, ho bo, shiro, anzen
samourai-syntax-unknown-kind-help = symboles : taiyo/soleil/sun, ryu/dragon, washi/ibis, katana/sabre/sword, ho bo, shiro, anzen
samourai-syntax-lone-number = un nombre seul
samourai-syntax-lone-number-help = écrivez un numéro de coup suivi d'un point (`12.`), ou une distance après les cases d'un coup (`e1-e4 3 ryu`)
samourai-syntax-stray-word = un mot qui ne commence pas un coup
samourai-syntax-stray-plus = un `+` sans coup avant lui
samourai-syntax-stray-plus-help = `+` relie l'arrivée sur l'anzen et le coup bonus : `e4-f6 anzen + f6-b2 4 ho bo`
samourai-syntax-stray-character = un caractère qui ne peut pas commencer un coup
samourai-syntax-stray-character-help = un coup s'écrit `e1-e4 3 ryu` ; écrivez les remarques entre `{"{"} {"}"}` ou après `;`
samourai-syntax-late-tag-help = placez toutes les balises avant le premier coup ; un bloc de balises après les coups commence une nouvelle partie
samourai-syntax-board-line = les rangées d'un plateau écrit dans la partie commencent à la ligne qui suit `Board:`
samourai-syntax-board-line-label = fin de ligne attendue
samourai-syntax-board-line-help = écrivez `Board:` seul sur sa ligne, puis les 11 rangées, la rangée 11 en premier
samourai-syntax-board-after-moves = un plateau après les coups
samourai-syntax-second-board = un second plateau
samourai-syntax-board-place-label = pas ici
samourai-syntax-board-place-help = donnez un seul bloc `Board:`, avant le premier coup

## Rules: replaying the moves

samourai-here = ici
samourai-board-help = un plateau compte 11 rangées de 11 lettres, la rangée 11 en premier : S shiro (4 sur la rangée 1, 4 sur la rangée 11), A anzen (f6), . mekura (48), T soleil, R dragon, W ibis, K sabre (16 de chaque)
samourai-board-twice = la partie donne deux plateaux : une balise `[Board]` et un bloc `Board:`
samourai-board-twice-label = second plateau
samourai-board-twice-inline = plateau écrit dans la partie
samourai-board-twice-help = gardez l'un des deux
samourai-board-file-label = ce fichier
samourai-board-file-unread = impossible de lire le fichier de plateau `{ $path }` : { $reason }
samourai-board-file-unread-help = donnez le chemin d'un fichier de plateau de 11 lignes, ou un bloc `Board:` dans la partie
samourai-board-file-bad = le fichier de plateau `{ $path }` ne décrit pas un plateau valable : { $problems }
samourai-board-file-bad-help = `kifu validate --board { $path } RECORD` montre chaque problème du fichier ; { $board }
samourai-board-file-problems-at = { $count ->
    [one] { $count } problème, à la ligne { $line }, colonne { $column }
   *[other] { $count } problèmes, le premier à la ligne { $line }, colonne { $column }
}
samourai-board-file-problems-line = { $count ->
    [one] { $count } problème, à la ligne { $line }
   *[other] { $count } problèmes, le premier à la ligne { $line }
}
samourai-board-file-problems-counts = { $count ->
    [one] { $count } problème dans le nombre de cases de chaque sorte
   *[other] { $count } problèmes dans le nombre de cases de chaque sorte
}
samourai-numbering-help = numérotez les lignes 1, 2, 3 …, le coup de Rouge puis celui de Noir (`kifu fmt` renumérote)
samourai-bad-position = la position n'est pas valable : { $reason }
samourai-bad-position-help = voir grammar/samourai-position.ebnf ; la position de départ est `2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r * -`
samourai-ellipsis = `...` saute le coup de Rouge d'une ligne, mais c'est à Rouge de jouer
samourai-ellipsis-label = Rouge joue
samourai-ellipsis-help = retirez `...` : il ne sert qu'aux lignes qui commencent par le coup de Noir
samourai-bonus-without-anzen = seule une arrivée sur l'anzen donne un second déplacement ; { $square } n'est pas l'anzen
samourai-bonus-without-anzen-label = pas de coup bonus ici
samourai-bonus-without-anzen-help = écrivez la réponse de l'adversaire comme coup suivant, pas après `+`
samourai-bonus-missing = { $square } est l'anzen, donc { $side } rejoue aussitôt : le coup bonus appartient à ce coup
samourai-bonus-missing-label = anzen : rejouer
samourai-bonus-missing-help = reliez le coup bonus par `+` : `{ $entry } + <coup bonus>`
samourai-game-over = la partie est déjà finie : { $outcome }
samourai-game-over-iki-zumari = après l'iki zumari
samourai-game-over-draw = après la partie nulle
samourai-game-over-help = retirez les coups joués après la fin de la partie
samourai-illegal = { $move } : { $reason }
samourai-illegal-still = { $move } ne bouge pas : la case de départ et la case d'arrivée sont les mêmes, et un samouraï franchit au moins une case
samourai-illegal-not-straight = { $move } n'est pas en ligne droite : un samouraï se déplace sur une ligne horizontale, verticale ou diagonale
samourai-rule-game-over = la partie est finie : { $outcome }
samourai-rule-no-samurai = aucun samouraï n'est sur { $square }
samourai-rule-not-your-samurai = le samouraï en { $square } est à l'adversaire
samourai-rule-straight-line = un samouraï se déplace en ligne droite (horizontale, verticale ou diagonale), d'au moins une case
samourai-rule-first-move = au premier tour, un samouraï ne se déplace pas de plus de 7 cases, pas { $dist }
samourai-rule-distance = l'adversaire a annoncé { $announced }, le déplacement est donc de { $choices } cases, pas { $dist }
samourai-rule-symbol = la première case franchie doit porter le symbole annoncé, { $announced }, mais { $square } est { $found-square }
samourai-rule-occupied = { $square } est déjà occupée par un samouraï { $side-adj }
samourai-rule-anzen-once = ce joueur s'est déjà posé une fois sur l'anzen ; chaque joueur n'y a droit qu'une seule fois par partie
samourai-rule-shiro-protection = ce coup mettrait l'adversaire en iki zumari alors que { $count ->
    [one] { $count } de ses samouraïs est sur ses cases shiro
   *[other] { $count } de ses samouraïs sont sur ses cases shiro
}
samourai-label-game-over = partie finie
samourai-label-empty = { $square } est vide
samourai-label-opponents = { $square } est à { $side }
samourai-label-not-in-line = pas sur une même ligne
samourai-label-distance = { $dist ->
    [one] { $dist } case
   *[other] { $dist } cases
}
samourai-label-symbol = franchit d'abord { $square }, { $kind-phrase }
samourai-label-occupied = { $side } occupe { $square }
samourai-label-anzen-used = { $side } a déjà utilisé l'anzen
samourai-label-shiro-protection = { $side } ne pourrait pas répondre à { $answer }
samourai-must = { $side } doit jouer { $demand }
samourai-did-you-mean = { $side } doit jouer { $demand } ; vouliez-vous dire { $moves } ?
samourai-did-you-mean-more = { $side } doit jouer { $demand } ; vouliez-vous dire { $moves } ({ $count } coups possibles en tout) ?
samourai-short-answer-symbol = un coup qui répond à { $said } : { $choices } cases, la première case franchie portant le symbole { $kind }
samourai-short-answer-free = un coup qui répond à { $said } : { $choices } cases, dans la direction de son choix
samourai-announced-distance = { $move } franchit { $dist ->
    [one] { $dist } case
   *[other] { $dist } cases
}, pas { $written }
samourai-announced-distance-label = devrait être { $dist }
samourai-announced-kind = { $square } est { $kind-phrase }, annoncée { $written }
samourai-announced-kind-label = { $square } est { $kind-phrase }
samourai-write = écrivez `{ $move }`

## Board descriptions (`Board:`, board files, `--board`)

samourai-board-bad-letter = '{ $letter }' n'est pas une lettre de case (S shiro, A anzen, . mekura, T soleil, R dragon, W ibis, K sabre)
samourai-board-rank-label = cette rangée porte le numéro { $label }, mais la rangée { $row } en partant du haut est la rangée { $rank }
samourai-board-row-length = une rangée compte 11 cases (colonnes a à k) ; celle-ci en compte { $count }
samourai-board-rows = un plateau compte 11 rangées (de la rangée 11 à la rangée 1) ; celui-ci en compte { $count }
samourai-board-count = un plateau compte { $expected ->
    [one] { $expected } case { $kind }
   *[other] { $expected } cases { $kind }
} ; celui-ci en compte { $count }
samourai-board-count-listed = un plateau compte { $expected ->
    [one] { $expected } case { $kind }
   *[other] { $expected } cases { $kind }
} ; celui-ci en compte { $count } ({ $squares })
samourai-board-anzen-centre = l'anzen est la case centrale f6, pas { $square }
samourai-board-shiro-outside = les cases shiro sont dans les camps (rangée 1 pour Rouge, rangée 11 pour Noir), pas en { $square }
samourai-board-camp = le camp de { $side } (rangée { $rank }) a 4 cases shiro ; celui-ci en a { $count }
samourai-board-more = et { $count ->
    [one] { $count } autre problème
   *[other] { $count } autres problèmes
} (corrigez d'abord ceux-ci)
samourai-board-path-empty = le chemin est vide
samourai-board-path-absolute = le fichier de plateau d'une partie se nomme par rapport au dossier de la partie, pas par un chemin absolu
samourai-board-path-up = `..` sortirait du dossier de la partie
samourai-board-folder-unopened = impossible d'ouvrir le dossier de la partie : { $error }
samourai-board-no-file = aucun fichier de ce nom dans le dossier de la partie ({ $error })
samourai-board-link-out = c'est un lien qui sort du dossier de la partie
samourai-board-io = { $error }
samourai-board-not-file = ce n'est pas un fichier ordinaire
samourai-board-too-long = il fait { $size } octets, plus qu'un fichier de plateau ne peut en faire ({ $limit } octets au plus)
samourai-board-longer = il fait plus de { $limit } octets, plus qu'un fichier de plateau ne peut en faire
samourai-board-not-utf8 = ce n'est pas du texte UTF-8
samourai-board-from-json = une partie lue en JSON ne nomme aucun fichier de plateau
samourai-json-board-tag = la balise `Board` nomme un fichier, qui n'est pas lu depuis le JSON : donnez les 11 rangées du plateau dans `board`

## Other texts: outcomes, pictures, moves

samourai-demand-first = le premier déplacement de la partie (1 à 7 cases, dans la direction de son choix)
samourai-demand-bonus = le coup bonus de l'anzen (distance et direction au choix)
samourai-demand-answer-symbol = en réponse à { $said } : { $choices } cases, la première case franchie portant le symbole { $kind }
samourai-demand-answer-free = en réponse à { $said } : { $choices } cases, dans la direction de son choix
samourai-outcome-to-move = { $side } joue, { $demand }
samourai-outcome-iki-zumari = { $loser } est en iki zumari : { $winner } gagne
samourai-outcome-draw = partie nulle : { $stuck } ne pouvait que mettre { $other } en iki zumari alors que 3 de ses samouraïs sont sur les cases shiro
samourai-outcome-loses = { $loser } est en iki zumari et perd ; { $winner } gagne
samourai-outcome-drawn = { $stuck } ne pouvait que mettre l'adversaire en iki zumari alors que 3 de ses samouraïs sont sur les cases shiro : partie nulle
samourai-status-names = Rouge : { $red } - Noir : { $black }
samourai-status-outcome = { $outcome }.
samourai-status-side = { $side } : { $count } sur les cases shiro
samourai-status-side-anzen = { $side } : { $count } sur les cases shiro, anzen utilisé
samourai-status-sides = { $red } ; { $black }.


## moves: pictures (the ASCII board's legend, the viewers' results)

samourai-picture-legend = { $shiro } shiro  { $anzen } anzen  { $mekura } mekura  { $sun }  { $dragon }  { $ibis }  { $sword }  R/B samouraïs
samourai-picture-legend-symbol = { $letter } { $kind } ({ $said })
samourai-result-draw = Partie nulle : { $stuck } ne pouvait que mettre { $other } en iki zumari alors que 3 de ses samouraïs sont sur les cases shiro

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
samourai-sheet-side-left = Rouge
samourai-sheet-side-right = Noir
samourai-sheet-field-1 = Plateau
samourai-sheet-column-1 = Coup
samourai-sheet-column-2 = Cases
samourai-sheet-column-3 = Case
samourai-sheet-help = Coup : départ–arrivée (g1-k5), + pour le coup bonus après l'anzen. Case : taiyō, ryū, washi, katana, ho bo, shiro, anzen.

## errors: position strings

samourai-position-fields = samouraïs, camp qui joue, annonce, anzen utilisé
samourai-position-not-a-samurai = '{ $letter }' n'est ni un samouraï ('r' Rouge, 'b' Noir) ni un nombre de cases vides
samourai-position-side = le camp qui joue est 'r' ou 'b'
samourai-position-demand = l'annonce est '*' (premier coup), '+' (coup bonus de l'anzen) ou une distance et une lettre de case T R W K S H, par exemple '3R'
samourai-position-anzen = qui a utilisé l'anzen : '-', 'r', 'b' ou 'rb'
samourai-position-on-anzen = un samouraï de { $side } est sur l'anzen ({ $square }), donc { $side } l'a utilisé : le dernier champ doit contenir '{ $letter }'
samourai-setup-samurai-count = { $side } a { $found } samouraïs au lieu de 4
samourai-setup-square-taken = deux samouraïs sont sur { $square }
samourai-setup-bonus = un coup bonus n'est dû que si le camp qui joue vient d'atteindre l'anzen
samourai-setup-answer-anzen = « anzen » n'est jamais une annonce à laquelle répondre (celui qui l'atteint rejoue)
samourai-setup-distance = une distance annoncée va de 1 à 10, pas { $distance }
