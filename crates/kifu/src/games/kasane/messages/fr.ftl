### kasane's messages in French (Project Fluent syntax). Ids start with `kasane-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)


## Syntax: reading the sheet

kasane-did-you-mean = vouliez-vous dire `{ $name }` ?
kasane-found-token = `{ $token }`
kasane-found-end-of-line = la fin de la ligne
kasane-wanted-close-card = `)` pour fermer la carte
kasane-wanted-round-end = rien après le numéro de la manche
kasane-wanted-combination-or-end = `:` et une combinaison, ou la fin du tour
kasane-wanted-turn-end = la fin du tour
kasane-syntax-points = les points manquent après `=`
kasane-syntax-points-label = points attendus
kasane-syntax-points-help = écrivez les points que rapporte la combinaison : `= 3`
kasane-syntax-bad-final = la ligne finale attend `Nom points`
kasane-syntax-bad-final-label = nom et score attendus
kasane-syntax-bad-final-help = écrivez `Final: Aiko 14, Ben 12, Chie 9`
kasane-syntax-expected-combination = le nom d'une combinaison manque après `:`
kasane-syntax-expected-combination-label = nom de combinaison attendu
kasane-syntax-expected-combination-help = nommez la combinaison avant ses cartes, p. ex. `: Kasane 2 2` ; les combinaisons : { $names }
kasane-syntax-unknown-combination = `{ $name }` n'est pas une combinaison
kasane-syntax-unknown-combination-label = combinaison inconnue
kasane-syntax-unknown-combination-help = les combinaisons : { $names } (en romaji, en kanji ou en anglais)
kasane-syntax-expected-player = le nom d'un joueur est attendu, trouvé { $found }
kasane-syntax-expected-player-label = nom de joueur attendu
kasane-syntax-expected-player-help = un tour s'écrit `Nom rangée`, p. ex. `Aiko 2` ; les autres lignes sont `Manche N`, `Grille: …` et `Final: …`
kasane-syntax-expected-row = la rangée prise est attendue après `{ $player }`, trouvé { $found }
kasane-syntax-expected-row-label = numéro de rangée attendu
kasane-syntax-expected-row-help = écrivez la rangée prise après le nom : `{ $player } 2`
kasane-syntax-expected-row-help-keyword = vouliez-vous dire `{ $keyword }` ? Un tour s'écrit avec le nom du joueur et la rangée prise : `{ $player } 2`
kasane-syntax-expected-cards = les cartes de { $combination } manquent
kasane-syntax-expected-cards-label = cartes attendues
kasane-syntax-expected-cards-help = écrivez les cartes posées depuis la main, de gauche à droite : `: { $combination } 2 2`
kasane-syntax-bad-card = `{ $token }` n'est pas une carte
kasane-syntax-bad-card-label = pas une carte
kasane-syntax-bad-card-help-spaces = écrivez une carte à la fois, séparées par des espaces : `2 2`, et non `22`
kasane-syntax-card-help = une carte va de 1 à 9, ou +1
kasane-syntax-expected-card = une carte est attendue
kasane-syntax-expected-card-label = carte attendue
kasane-syntax-bad-number = `{ $token }` est trop grand
kasane-syntax-bad-number-label = nombre trop grand
kasane-syntax-unexpected = attendu : { $wanted } ; trouvé `{ $token }`
kasane-syntax-unexpected-label = inattendu
kasane-syntax-unexpected-help = un tour s'écrit `Nom rangée (carte) : Combinaison cartes = points`, p. ex. `Aiko 2 (2) : Kasane 2 2 = 1` ; ce qui suit la rangée est facultatif
kasane-syntax-unexpected-end = attendu : { $wanted } ; trouvé la fin de la ligne
kasane-syntax-unexpected-end-label = manquant

kasane-tag-no-players = la partie n'a pas de tag `[Players]`
kasane-tag-no-players-label = joueurs inconnus
kasane-tag-no-players-help = donnez les joueurs dans l'ordre du tour, le premier joueur en tête : `[Players "Aiko, Ben, Chie, Dai"]`
kasane-tag-empty-name = le nom d'un joueur est vide
kasane-tag-empty-name-label = nom vide
kasane-tag-empty-name-help = séparez les noms par des virgules : `[Players "Aiko, Ben, Chie"]`
kasane-tag-keyword-name = un joueur ne peut pas s'appeler `{ $name }`
kasane-tag-keyword-name-label = un mot-clé
kasane-tag-keyword-name-help = `{ $name } 2` se lirait comme l'en-tête de la manche 2, et non comme un tour : donnez un autre nom à ce joueur
kasane-tag-name-twice = `{ $name }` figure deux fois
kasane-tag-name-twice-label = même nom deux fois
kasane-tag-name-twice-help = donnez à chaque joueur un nom différent
kasane-player-count = le jeu se joue à 3 ou 4 joueurs, pas à { $count }
kasane-tag-player-count-label = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
kasane-tag-player-count-help = donnez 3 ou 4 noms, séparés par des virgules
kasane-tag-boxes = table des cases erronée : { $why }
kasane-tag-boxes-label = case erronée
kasane-tag-boxes-help = écrivez `Nom: n=points …` pour chaque combinaison, séparées par `;`, p. ex. `[Boxes "Kasane: 2=1 2=1 3=3; Juu: 2=1 3=3"]`
kasane-tag-unknown-variant = variante inconnue `{ $word }`
kasane-tag-unknown-variant-label = variante inconnue
kasane-tag-unknown-variant-help = les variantes sont `plus-one` (une combinaison peut suivre une carte +1) et `blocked-twos` (à 3 joueurs : des billes sur une case 2 de Juu et de Kasane)
kasane-tag-blocked-twos-with-four = la variante blocked-twos se joue à 3 joueurs ; à 4, elle est ignorée
kasane-tag-blocked-twos-with-four-label = variante à 3 joueurs
kasane-tag-blocked-twos-with-four-help = retirez `blocked-twos` de `[Variant]`
kasane-boxes-expected-name = attendu `Nom: cases`, p. ex. `Kasane: 2=1 2=1 3=3`
kasane-boxes-unknown-combination = combinaison inconnue `{ $name }`
kasane-boxes-given-twice = { $combination } est donnée deux fois
kasane-boxes-bad-box = case erronée `{ $token }` : écrivez `n=points` ou `n+=points`
kasane-boxes-cards = une case prend de 2 à 13 cartes, pas { $cards }
kasane-boxes-points = { $points } points, c'est trop
kasane-boxes-too-many = { $combination } a plus de { $count } cases
kasane-boxes-file-label = ici
kasane-boxes-file-help = une combinaison par ligne : `Kasane: 2=1 2=1 3=3 3=3 4=6` (voir fixtures/kasane/boxes-default.txt)

## Rules: replaying the moves

kasane-illegal-no-grid = aucune grille n'a été posée pour cette manche
kasane-illegal-game-over = la partie est terminée
kasane-illegal-no-such-row = il n'y a pas de rangée { $row } : la grille compte { $rows } rangées
kasane-illegal-empty-row = la rangée { $row } n'a plus de carte
kasane-illegal-combination-after-plus-one = on ne peut réaliser aucune combinaison le tour où l'on prend une carte +1
kasane-illegal-not-enough-cards = la combinaison demande { $wanted } cartes de la main, qui n'en tient que { $hand }
kasane-illegal-top-card-too-early = la carte du dessus de la zone de jeu ne sert qu'à partir de la deuxième combinaison
kasane-illegal-top-card-plus-one = la carte du dessus de la zone de jeu est une carte +1, qui ne peut pas servir à une combinaison
kasane-illegal-not-matching = ces cartes ne forment pas { $combination }
kasane-illegal-no-box = { $combination } n'a pas de case pour { $cards } cartes
kasane-illegal-box-used = chaque case { $cards } de { $combination } porte déjà une bille
kasane-deal-not-now = une grille ne se pose qu'au début d'une manche
kasane-deal-shape = la grille doit compter { $rows } rangées de { $len } cartes
kasane-deal-not-in-deck = { $left ->
    [0] il ne reste aucune carte { $card } à distribuer, la grille en a { $wanted }
    [one] il ne reste qu'une carte { $card } à distribuer, la grille en a { $wanted }
   *[other] il ne reste que { $left } cartes { $card } à distribuer, la grille en a { $wanted }
}
kasane-condition-kasane = des cartes toutes du même nombre
kasane-condition-juu = des cartes dont la valeur totale fait 10
kasane-condition-sakura-chirashi = exactement 1, 2 et 6, dans n'importe quel ordre
kasane-condition-chidori = exactement 3, 8 et 9, dans n'importe quel ordre
kasane-condition-asanoha = exactement 4, 5 et 7, dans n'importe quel ordre
kasane-condition-kagen-no-tsuki = des cartes de 1 à 5, dans l'ordre strictement croissant ou décroissant
kasane-condition-jyougen-no-tsuki = des cartes de 5 à 9, dans l'ordre strictement croissant ou décroissant
kasane-condition-katyou-fugetsu = des cartes impaires seulement
kasane-condition-setsu-getsu-fuka = des cartes paires seulement
kasane-a-card = { $value ->
   *[other] un { $card }
}
kasane-cards-numbered = { $count ->
    [0] aucune carte numérotée { $value }
    [one] une seule carte numérotée { $value }
   *[other] seulement { $count } cartes numérotées { $value }
}
kasane-plus-one-cards = { $count ->
    [0] aucune carte +1
    [one] une seule carte +1
   *[other] seulement { $count } cartes +1
}
kasane-joined-and = { $first } et { $then }
kasane-joined-or = { $first } ou { $then }
kasane-joined-comma = { $first }, { $then }
kasane-quoted = `{ $text }`
kasane-rule-should-be = devrait être { $value }
kasane-rule-round-not-finished = la manche { $round } n'est pas terminée : { $why }
kasane-rule-round-not-finished-help = une manche se termine quand il reste { $cards } cartes dans la grille ; c'est à { $player } de jouer
kasane-rule-more-cards = { $count ->
    [one] il reste { $count } carte à prendre
   *[other] il reste { $count } cartes à prendre
}
kasane-rule-no-new-grid-yet = pas encore de nouvelle grille
kasane-rule-round-too-early-label = manche commencée trop tôt
kasane-rule-grid-too-early-label = grille posée trop tôt
kasane-rule-round-number = c'est la manche { $round }, pas la manche { $written }
kasane-rule-round-number-help = écrivez `Manche { $round }`
kasane-rule-grid-size = à { $players } joueurs, la grille compte { $rows } rangées de { $len } cartes ; celle-ci a des rangées de { $found }
kasane-rule-grid-size-label = { $rows } rangées de { $len } cartes attendues
kasane-rule-grid-size-help = écrivez { $rows } rangées de { $len } cartes, la carte de tête d'abord, séparées par `/`
kasane-rule-grid-cards = il reste à distribuer { $why } : { $cards }, et cette grille en compte davantage
kasane-rule-grid-cards-last = en comptant les cartes défaussées remélangées pour la dernière manche
kasane-rule-grid-cards-pile = dans la pioche (les cartes défaussées ne reviennent que pour la dernière manche)
kasane-rule-grid-cards-label = un { $card } de trop
kasane-rule-grid-cards-help = cartes qui restent à distribuer : { $cards }
kasane-rule-no-grid-now = aucune grille ne peut être posée maintenant
kasane-rule-no-grid-yet = aucune grille n'a encore été posée
kasane-rule-no-next-grid = la manche { $round } est terminée ; la grille suivante n'a pas été posée
kasane-rule-no-grid-label = pas de grille où prendre
kasane-rule-no-grid-help = écrivez `Manche { $round }` et la ligne `Grille: …` (les rangées, carte de tête d'abord) avant les tours
kasane-rule-unknown-player = `{ $name }` n'est pas l'un des joueurs
kasane-rule-unknown-player-label = joueur inconnu
kasane-rule-move-number-help = les tours de ce jeu ne sont pas numérotés : écrivez le tour `{ $player } …`
kasane-rule-unknown-player-help-near = vouliez-vous dire `{ $name }` ? C'est à { $player } de jouer
kasane-rule-unknown-player-help = les joueurs sont { $players } ; c'est à { $player } de jouer
kasane-rule-the-players = les joueurs sont { $players }
kasane-rule-wrong-player = c'est à { $player } de jouer, pas à { $written }
kasane-rule-wrong-player-label = { $player } joue maintenant
kasane-rule-wrong-player-help = les joueurs jouent dans le sens horaire, dans l'ordre de `[Players]` ; { $player } commence la manche { $round } (le premier joueur change à chaque manche, vers la gauche)
kasane-rule-no-such-row = il n'y a pas de rangée { $row } : les rangées de la grille vont de 1 à { $rows }
kasane-rule-no-such-row-label = rangées de 1 à { $rows }
kasane-rule-empty-row-label = rangée vide
kasane-rule-row-front = rangée { $row } ({ $card })
kasane-rule-fronts = les rangées qui ont des cartes : { $rows }
kasane-rule-wrong-card = la carte en tête de la rangée { $row } est { $card }, pas { $written }
kasane-rule-wrong-card-label = la rangée { $row } donne { $card }
kasane-rule-wrong-card-help-row = vouliez-vous dire la rangée { $row } ? Sa carte de tête est { $card }
kasane-rule-wrong-card-help = la carte en tête de la rangée { $row } est { $card } ; { $fronts }
kasane-rule-wrong-points = { $combination } avec { $cards } cartes rapporte { $points ->
    [one] { $points } point
   *[other] { $points } points
}, pas { $written }
kasane-rule-wrong-points-label = rapporte { $points }
kasane-rule-wrong-points-help = la bille va sur la case { $box_number } de { $combination } ({ $boxes }) ; écrivez `= { $points }`
kasane-rule-box = { $cards } cartes → { $points } pts{ $marble ->
    [yes] {" "}(bille)
   *[no] {""}
}
kasane-rule-boxes = cases : { $boxes }
kasane-rule-boxes-capital = Cases : { $boxes }
kasane-rule-boxes-help = { $boxes }. { $possible }
kasane-rule-which-row-none = aucune rangée n'a { $card } en tête
kasane-rule-which-row-none-label = aucune rangée ne donne cette carte
kasane-rule-which-row-none-help = écrivez la rangée prise avant la carte ; { $fronts }
kasane-rule-which-row = la rangée manque, mais les rangées { $rows } ont { $card } en tête
kasane-rule-which-row-label = quelle rangée ?
kasane-rule-which-row-help = écrivez la rangée prise avant la carte, p. ex. `{ $player } { $row } ({ $card })`
kasane-rule-nothing-possible = Aucune combinaison ne peut être réalisée après cette prise : écrivez `{ $turn }` seul.
kasane-rule-possible = Combinaisons possibles ici : { $combinations }.
kasane-rule-plus-one-label = une carte +1 a été prise
kasane-rule-plus-one-help = la carte +1 est posée aussitôt pour 1 point et termine le tour : écrivez `{ $turn }` seul (ou jouez avec `[Variant "plus-one"]`)
kasane-rule-hand-holds = { $count ->
    [one] la main tient { $count } carte, pas { $written }
   *[other] la main tient { $count } cartes, pas { $written }
}
kasane-rule-end-with-taken = une combinaison doit finir par la carte qui vient d'être prise ({ $card })
kasane-rule-not-right-end = { $count ->
    [one] ce n'est pas la carte de l'extrémité droite de la main ({ $cards })
   *[other] ce ne sont pas les { $count } cartes de l'extrémité droite de la main ({ $cards })
}
kasane-rule-not-in-hand-label = pas l'extrémité droite de la main
kasane-rule-not-in-hand-help = { $player } a maintenant en main { $hand } (de gauche à droite) ; les cartes se posent depuis l'extrémité droite de la main, dans l'ordre. { $possible }
kasane-rule-not-in-hand-help-top = vouliez-vous dire `{ $combination }` ? La carte du dessus de la zone de jeu se marque par `^`. { $rest }
kasane-rule-top-plus-one-help = la dernière carte posée est une carte +1, qui ne peut pas servir : retirez la carte `^`
kasane-rule-top-too-early-help = { $player } n'a encore réalisé aucune combinaison : retirez la carte `^`
kasane-rule-top-unusable-label = carte du dessus inutilisable
kasane-rule-wrong-top-card = la carte du dessus de la zone de jeu est { $card }, pas { $written }
kasane-rule-wrong-top-card-label = la carte du dessus est { $card }
kasane-rule-wrong-top-card-help = écrivez `^{ $card }`
kasane-rule-make-nothing = { $cards } ne forment aucune combinaison
kasane-rule-make-no-free-box = { $cards } forment { $combinations }, mais aucune case libre ne prend { $count } cartes
kasane-rule-make-near = vouliez-vous dire { $first } ? { $cards } forment { $combinations }
kasane-rule-not-the-combination = { $cards } ne forment pas { $combination } : { $combination } demande { $condition }
kasane-rule-not-the-combination-label = pas { $combination }
kasane-rule-not-the-combination-help = { $what }. { $possible }
kasane-rule-not-the-combination-help-need = { $what } ; { $need }. { $possible }
kasane-need-juu-more = leur total fait { $sum } : il manque { $more } pour Juu
kasane-need-juu-over = leur total fait { $sum }, pas 10
kasane-need-kasane = Kasane demande que chaque carte soit un { $card }, comme la carte qui vient d'être prise (pas { $others })
kasane-need-not-even = { $cards } { $count ->
    [one] est pair
   *[other] sont pairs
}
kasane-need-not-odd = { $cards } { $count ->
    [one] est impair
   *[other] sont impairs
}
kasane-need-strictly = { $cards } doivent monter ou descendre strictement, chaque carte différente
kasane-need-range = { $cards } { $count ->
    [one] est
   *[other] sont
} hors de { $low }–{ $high }
kasane-need-exactly = { $combination } demande exactement trois cartes, { $cards } une fois chacune
kasane-need-missing = il manque { $cards } à { $combination }
kasane-rule-no-box-label = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
kasane-rule-box-used-label = aucune case { $cards } libre
kasane-rule-filled-here = { $player } l'a remplie ici
kasane-rule-illegal-combination-label = combinaison interdite
kasane-rule-final-too-early = la partie n'est pas terminée : la manche { $round } sur { $rounds } est en cours
kasane-rule-final-too-early-label = partie non terminée
kasane-rule-final-too-early-help = les scores finaux viennent après le dernier tour de la dernière manche
kasane-rule-second-final = une partie a une seule ligne finale ; celle-ci en est une deuxième
kasane-rule-second-final-label = deuxième ligne finale
kasane-rule-second-final-first = la première
kasane-rule-second-final-help = gardez une seule ligne `Final: …`
kasane-rule-final-twice = { $player } figure deux fois dans la ligne finale
kasane-rule-final-twice-label = de nouveau
kasane-rule-final-twice-help = donnez le score de chaque joueur une seule fois
kasane-rule-final-score = { $player } a un score final de { $total }, pas de { $written }
kasane-rule-final-missing = la ligne finale n'a pas de score pour { $players }
kasane-rule-final-missing-label = scores manquants
kasane-rule-final-missing-help-semicolon = `;` ouvre un commentaire, donc les scores qui le suivent ne sont pas lus : séparez les scores par des virgules, `Final: Aiko 14, Ben 12`
kasane-rule-final-missing-help = donnez le score de chaque joueur, ou omettez la ligne finale
kasane-breakdown = { $total } = { $play } pendant la partie { $bonus }
kasane-breakdown-full = { $total } = { $play } pendant la partie { $bonus } + { $full } pour avoir posé les 12 cartes
kasane-breakdown-colours = + { $bonus } pour { $colours ->
    [one] { $colours } couleur
   *[other] { $colours } couleurs
} parmi { $laid } cartes posées
kasane-breakdown-few = (seulement { $laid } cartes posées : pas de points de couleurs en dessous de 8)
kasane-rule-after-end = la partie est terminée : les { $rounds } manches ont été jouées
kasane-rule-after-end-label = après la fin de la partie
kasane-rule-after-end-help = après la dernière manche ne peuvent venir qu'une ligne `Final: …` et des commentaires
kasane-rule-missing-turn = c'est à { $player } de jouer, pas à { $written } : il manque avant cette ligne un tour joué par { $player }
kasane-rule-missing-last-turn = la manche { $round } n'est pas terminée : son dernier tour, joué par { $player }, n'est pas écrit avant cette ligne
kasane-rule-missing-turn-label-one = `{ $turn }` manque avant cette ligne
kasane-rule-missing-turn-help-one = écrivez `{ $turn }` avant cette ligne
kasane-rule-missing-turn-label = un tour joué par { $player } manque avant cette ligne
kasane-rule-missing-turn-help = écrivez le tour joué par { $player } avant cette ligne : { $turns }{ $more ->
    [yes] , …
   *[no] {""}
} (la suite se rejoue après chacun)


## Other texts: outcomes, pictures, moves

kasane-picture-to-play = Manche { $round } : à { $player } de jouer
kasane-picture-before-deal = Avant la première grille
kasane-picture-round-over = Manche { $round } terminée : grille de la manche { $next } à poser
kasane-picture-winner = Partie terminée : { $player } l'emporte
kasane-picture-shared-win = Partie terminée : victoire partagée ({ $players })
kasane-picture-grid = Grille (carte de tête d'abord)
kasane-picture-row = rangée { $row } : { $cards }
kasane-picture-points = { $points } pts
kasane-picture-points-final = { $points } pts (final)
kasane-picture-hand = main : { $cards }
kasane-picture-area = zone : { $cards }
kasane-picture-marbles = Cartes combinaisons ({ $marble } = bille)
kasane-picture-svg-row = rangée { $row }
kasane-picture-svg-player = { $player } : { $points } pts
kasane-picture-svg-player-to-play = { $player } : { $points } pts (à jouer)
kasane-picture-svg-hand = main
kasane-picture-svg-area = zone


## moves: pictures (the viewers' round results, `kifu moves`)

kasane-picture-game-over = Partie finie · { $outcome }
kasane-picture-round-result = Manche { $round } finie · { $scores } points
kasane-picture-player = { $player }
kasane-picture-nobody = {""}
kasane-moves-none = { $outcome } ; aucun tour à jouer
kasane-moves-count = { $count ->
    [one] { $count } tour légal
   *[other] { $count } tours légaux
}

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
kasane-sheet-player = Joueur
kasane-sheet-player-number = Joueur { $number }
kasane-sheet-grid = Grille
kasane-sheet-row = Rang.
kasane-sheet-card = Carte
kasane-sheet-combination = Combinaison
kasane-sheet-points = Pts
kasane-sheet-total = Total
kasane-sheet-help = Une partie compte 3 manches à 3 joueurs, 4 à 4. Grille : les cartes posées, rangée par rangée (3 joueurs : 3 rangées de 5 ; 4 joueurs : 4 rangées de 4). À chaque tour : le joueur, la rangée, la carte prise, la combinaison réalisée et ses points.

## errors: requests

kasane-no-json-moves = kifu moves --format json n'est pas disponible pour kasane
kasane-no-start-position = perft a besoin d'une position de départ, et Colors of Kasane n'en a pas : chaque manche est une nouvelle donne (utilisez `kifu moves` sur une partie)

## i18n: import
# The notes of a JSON record read back as notation (`kifu convert --to kasane`).
kasane-import-unfit-word = `{ $field }` vaut `{ $given }`, qu’une feuille de partie ne peut pas contenir
kasane-import-no-replay = la partie ne se rejoue pas
kasane-import-card-disagrees = `card` indique `{ $given }`, mais la rangée { $row } contenait { $held } : `{ $held }` est écrit à la place
