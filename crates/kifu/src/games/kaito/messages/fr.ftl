### kaito's messages in French (Project Fluent syntax). Ids start with `kaito-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# Les camps, par leur nom (`Rouge`), avec la couleur en adjectif : `.adj` (masculin
# singulier), `.adjs` (masculin pluriel).
kaito-side-red = Rouge
    .adj = rouge
    .adjs = rouges
kaito-side-black = Noir
    .adj = noir
    .adjs = noirs

# Ce que montre un jeton (`.plural` : plusieurs).
kaito-kind-katana = Katana
    .plural = Katanas
    .gender = masculine
kaito-kind-kabuto = Kabuto
    .plural = Kabutos
    .gender = masculine
kaito-kind-mon1 = jeton 1 Mon
    .plural = jetons 1 Mon
    .gender = masculine
kaito-kind-mon2 = jeton 2 Mons
    .plural = jetons 2 Mons
    .gender = masculine
kaito-kind-mon3 = jeton 3 Mons
    .plural = jetons 3 Mons
    .gender = masculine

# Un jeton : sa couleur et ce qu'il montre.
kaito-piece-red-katana = Katana rouge
    .plural = Katanas rouges
kaito-piece-red-kabuto = Kabuto rouge
    .plural = Kabutos rouges
kaito-piece-red-mon1 = jeton 1 Mon rouge
    .plural = jetons 1 Mon rouges
kaito-piece-red-mon2 = jeton 2 Mons rouge
    .plural = jetons 2 Mons rouges
kaito-piece-red-mon3 = jeton 3 Mons rouge
    .plural = jetons 3 Mons rouges
kaito-piece-black-katana = Katana noir
    .plural = Katanas noirs
kaito-piece-black-kabuto = Kabuto noir
    .plural = Kabutos noirs
kaito-piece-black-mon1 = jeton 1 Mon noir
    .plural = jetons 1 Mon noirs
kaito-piece-black-mon2 = jeton 2 Mons noir
    .plural = jetons 2 Mons noirs
kaito-piece-black-mon3 = jeton 3 Mons noir
    .plural = jetons 3 Mons noirs

## Syntax: reading the sheet

kaito-syntax-entry-help = un coup s'écrit avec la case d'arrivée du Kaito, puis s'il y a lieu le jeton pris et un échange : `c2`, `c2 x bS`, `a6 x rH = H 3+2`
kaito-syntax-not-move-number = ce n'est pas un numéro de coup
kaito-syntax-move-number-help = écrivez le numéro de coup suivi d'un point (`12.`) ; les cases vont de a1 à f6
kaito-syntax-not-square = ce n'est pas une case de a1 à f6
kaito-syntax-tag-after-moves = une balise après les coups
kaito-syntax-tag-after-moves-label = balise après les coups
kaito-syntax-tag-after-moves-help = placez toutes les balises avant la disposition et les coups
kaito-syntax-duplicate = une deuxième ligne `{ $line }`
kaito-syntax-duplicate-label = donnée une deuxième fois ici
kaito-syntax-duplicate-first = donnée une première fois ici
kaito-syntax-duplicate-help = une partie n'a qu'une ligne `{ $line }` ; supprimez l'une des deux
kaito-syntax-too-late = la ligne `{ $line }` vient après les coups
kaito-syntax-too-late-help = écrivez les balises, puis `Layout:` avec ses six rangées, puis `Kaito: <case>`, puis les coups
kaito-layout-label = ici
kaito-layout-label-whole = dans cette disposition
kaito-layout-help = la disposition tient en six lignes, la rangée 6 d'abord, chacune avec six jetons pour les colonnes a à f (rS rH r1 r2 r3, bS bH b1 b2 b3, W) ; chaque couleur a 7 S, 3 H, trois 1, deux 2 et deux 3, et il y a 2 W
kaito-layout-bad-token = '{ $token }' n'est pas un jeton (r ou b, puis S Katana, H Kabuto ou 1-3 Mons ; ou W pour un jeton blanc)
kaito-layout-wrong-rank-label = cette ligne est la rangée { $expected }, mais elle porte le numéro { $found }
kaito-layout-wrong-length = la rangée { $rank } a { $found } { $found ->
        [one] jeton
       *[other] jetons
    }, et non 6 (colonnes a-f)
kaito-layout-wrong-rank-count = la disposition a { $count } { $count ->
        [one] rangée
       *[other] rangées
    }, et non 6 (rangées 6 à 1)
kaito-layout-count = { $found } { $found ->
        [one] { $piece }
       *[other] { $piece-plural }
    }, mais chaque couleur en a exactement { $expected }
kaito-layout-white-count = { $count } { $count ->
        [one] jeton blanc
       *[other] jetons blancs
    }, mais le jeu en a exactement 2
kaito-syntax-bad-square = `{ $text }` n'est pas une case de a1 à f6
kaito-syntax-square-expected = case attendue
kaito-syntax-kaito-square-help = écrivez où le Kaito commence, sur la case de l'un des deux jetons blancs : `Kaito: c5`
kaito-syntax-no-kaito-square = la case de départ du Kaito manque après `Kaito:`
kaito-syntax-expected-buy = il manque ce qui est racheté après `=` : H (Kabuto) ou S (Katana)
kaito-syntax-expected-buy-label = H ou S attendu
kaito-syntax-expected-payment = il manque les jetons Mon payés : leurs valeurs, de 1 à 3, reliées par `+`
kaito-syntax-expected-payment-label = paiement attendu
kaito-syntax-exchange-help = écrivez un échange ainsi : `= H 3+2` (un Kabuto pour 5 Mons ou plus) ou `= S 2+2` (un Katana pour 4 Mons ou plus)
kaito-syntax-found-end-of-line = la fin de la ligne
kaito-syntax-found-comment = un commentaire (un commentaire ne peut pas se trouver au milieu d'un coup : placez-le après le coup)
kaito-syntax-found-next-entry = le coup suivant
kaito-syntax-found-text = `{ $text }`
kaito-syntax-expected-token = le jeton pris manque après `x` ; trouvé : { $found }
kaito-syntax-expected-token-label = jeton attendu
kaito-syntax-expected-token-help = un jeton s'écrit r ou b, puis S (Katana), H (Kabuto) ou 1-3 (Mons) : `c2 x bS`

## Rules: replaying the moves

# Mise en place.
kaito-position-and-layout = une partie commence soit par une balise `[Position]`, soit par une disposition et la case du Kaito, pas par les deux
kaito-position-and-layout-label = la disposition est aussi donnée ici
kaito-position-and-layout-related = la position est donnée ici
kaito-position-and-layout-help = gardez la balise `[Position]`, ou bien le bloc `Layout:` et la ligne `Kaito:`
kaito-first-contradicts = `[First "{ $written }"]` contredit la position, où c'est à { $side } de jouer
kaito-first-contradicts-label = { $side } joue en premier ici
kaito-first-contradicts-related = la position
kaito-first-contradicts-help = écrivez `[First "{ $side }"]`, ou supprimez la balise (la position dit qui joue)
kaito-bad-position = la position n'est pas valide : { $reason }
kaito-bad-position-label = ici
kaito-bad-position-help = voir grammar/kaito-position.ebnf, par exemple `5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 23 H`
kaito-missing-layout = la partie n'a pas de bloc `Layout:`
kaito-missing-layout-label = disposition attendue dans cette partie
kaito-missing-layout-help = après les balises, écrivez `Layout:` et les six rangées des jetons tels qu'ils ont été disposés, la rangée 6 d'abord : `6 rS b1 r2 bH rS b3` (ou donnez une balise `[Position "…"]`)
kaito-missing-kaito = la partie n'a pas de ligne `Kaito:`
kaito-missing-kaito-label = `Kaito: <case>` attendu dans cette partie
kaito-missing-kaito-help-squares = après la disposition, écrivez où le deuxième joueur a placé le Kaito : `Kaito: { $first }` ou `Kaito: { $second }` (les cases des jetons blancs)
kaito-missing-kaito-help = après la disposition, écrivez où le deuxième joueur a placé le Kaito, sur la case de l'un des jetons blancs : `Kaito: c5`
kaito-bad-kaito-square-label = ce n'est pas la case d'un jeton blanc
kaito-bad-kaito-square-help = vouliez-vous dire `Kaito: { $first }` ou `Kaito: { $second }` ?
kaito-missing-first = la partie ne dit pas qui commence
kaito-missing-first-label = `[First "Rouge"]` ou `[First "Noir"]` attendu
kaito-missing-first-help = ajoutez une balise `[First "Rouge"]` ou `[First "Noir"]` : le sommet du Kaito montre d'abord la couleur de ce joueur
kaito-bad-first = `{ $written }` n'est pas une couleur de joueur
kaito-bad-first-label = Rouge ou Noir attendu
kaito-bad-first-help = écrivez `[First "Rouge"]` ou `[First "Noir"]` (`red`/`black` et `rot`/`schwarz` sont aussi compris)
kaito-setup-not-a-white-square = le Kaito commence sur la case d'un jeton blanc ({ $first }, { $second }), et non sur { $square }
kaito-setup-too-many = { $found } { $found ->
        [one] { $piece }
       *[other] { $piece-plural }
    } entre le carré et les prises, mais le jeu en a { $max }
kaito-setup-both-lost = les deux joueurs ont perdu leur dernier Kabuto ou leur dernier Katana ; un seul d'entre eux peut avoir perdu

# L'aide de l'avertissement de numérotation, selon qui commence.
kaito-numbering-help-red = numérotez les lignes 1, 2, 3 …, le coup de Rouge puis celui de Noir (`kifu fmt` renumérote)
kaito-numbering-help-black = numérotez les lignes 1, 2, 3 …, le coup de Noir puis celui de Rouge (`kifu fmt` renumérote)

# Les règles qu'un tour enfreint.
kaito-rule-game-over = la partie est déjà finie ({ $outcome })
kaito-rule-stands-still = le Kaito est déjà en { $at } ; il doit se déplacer
kaito-rule-not-orthogonal = le Kaito en { $from } se déplace seulement verticalement ou horizontalement, et { $to } n'est ni sur sa colonne ni sur sa rangée
kaito-rule-empty-destination = { $at } est vide ; le Kaito doit toujours terminer son déplacement sur un jeton
kaito-rule-second-exchange = il n'est permis qu'un seul échange de Mons par tour
kaito-rule-exchange-after-end = la prise vient de terminer la partie ({ $outcome }) : aucun échange ne peut suivre
kaito-rule-not-held-by-opponent = l'adversaire ne détient aucun des { $buy-plural } du joueur : il n'y en a aucun à racheter
kaito-rule-mon-not-held = { $paid } { $paid ->
        [one] jeton
       *[other] jetons
    } de { $mons } { $mons ->
        [one] Mon
       *[other] Mons
    } de l'adversaire { $paid ->
        [one] payé
       *[other] payés
    }, mais le joueur en détient { $held }
kaito-rule-exchange-too-cheap = { $paid } { $paid ->
        [one] Mon payé
       *[other] Mons payés
    }, mais un { $buy } coûte au moins { $price } Mons
kaito-rule-ellipsis = `...` omet le coup de { $first }, mais { $first } a un coup à jouer ici
kaito-rule-ellipsis-label = { $first } joue ici
kaito-rule-ellipsis-help = retirez `...` et écrivez à sa place le coup de { $first }

# Étiquettes et aide des problèmes de règles.
kaito-game-over-label = la partie est finie avant ce coup
kaito-game-over-help = supprimez ce coup et tout ce qui le suit, ou vérifiez les coups précédents
kaito-empty-destination-label = aucun jeton ici
kaito-not-orthogonal-label = ni sur la rangée ni sur la colonne du Kaito
kaito-stands-still-label = le Kaito doit se déplacer
kaito-cannot-move-help = le Kaito ne peut aller nulle part
kaito-did-you-mean-squares = vouliez-vous dire { $options } ? ({ $side } déplace le Kaito depuis { $from })
kaito-or-two = { $first } ou { $last }
kaito-or-more = { $first }, { $rest }
kaito-wrong-capture = en { $square } se trouve { $actual } ({ $actual_piece }), et non { $written } ({ $written_piece })
kaito-wrong-capture-label = { $actual } se trouve ici
kaito-wrong-capture-help = écrivez `{ $square } x { $actual }`
kaito-wrong-capture-help-or = écrivez `{ $square } x { $actual }`, ou vouliez-vous dire { $options } ?
kaito-holds-no-mons = { $mover } ne détient aucun jeton Mon { $opponent-adj }
kaito-holds-mons = { $mover } détient les jetons Mon { $opponent-adjs } { $tokens } ({ $total } { $total ->
        [one] Mon
       *[other] Mons
    })
kaito-exchange-second-label = un deuxième échange
kaito-exchange-over-label = la partie est déjà finie
kaito-exchange-not-held-label = l'adversaire ne le détient pas
kaito-exchange-more-than-held-label = plus que ce qui est détenu
kaito-exchange-too-few-label = trop peu de Mons
kaito-exchange-second-help = un seul échange par tour : faites l'autre lors d'un tour suivant
kaito-exchange-after-end-help = supprimez l'échange : la partie s'est terminée avec la prise (RULES.md : la défaite est constatée avant tout échange)
kaito-exchange-did-you-mean = { $holding } ; vouliez-vous dire `= { $exchange }` ?
kaito-exchange-none-held = { $holding } ; { $opponent } ne détient aucun des { $buy-plural } de { $mover }
kaito-exchange-not-enough = { $holding } : pas assez pour un { $buy } ({ $price } Mons)

## Other texts: outcomes, pictures, moves

kaito-outcome-last-kabuto = { $winner } gagne : { $loser } a perdu son dernier Kabuto
kaito-outcome-last-katana = { $winner } gagne : { $loser } a perdu son dernier Katana
kaito-outcome-kaito-stuck = { $winner } gagne : { $loser } ne pouvait plus déplacer le Kaito


## moves: pictures (the status lines under the board, `kifu moves`)

kaito-picture-names = Rouge : { $red }    Noir : { $black }
kaito-picture-won-last-kabuto = { $winner } gagne : { $loser } n’a plus de Kabuto.
kaito-picture-won-last-katana = { $winner } gagne : { $loser } n’a plus de Katana.
kaito-picture-won-kaito-stuck = { $winner } gagne : { $loser } ne peut pas déplacer le Kaito.
kaito-picture-turn = { $side } joue (le Kaito en { $square } montre sa face { $shows ->
    [red] rouge
   *[black] noire
}).
kaito-picture-holds-nothing = { $side } a pris : rien
kaito-picture-holds = { $side } a pris : { $tokens } ({ $mons } { $mons ->
    [one] Mon
   *[other] Mons
})

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
kaito-sheet-side-left = Rouge
kaito-sheet-side-right = Noir
kaito-sheet-field-1 = Premier
kaito-sheet-field-2 = Disposition
kaito-sheet-column-1 = Vers
kaito-sheet-column-2 = Pris
kaito-sheet-column-3 = Échange
kaito-sheet-help = Vers : la case où va le Kaito. Pris : le jeton capturé (rS, bH, r1…). Échange : = H 3+2.

## errors: position strings

kaito-position-fields = plateau, camp qui joue, prises de Rouge, prises de Noir
kaito-position-not-captured = '{ $letter }' n'est pas un jeton pris (S, H, 1, 2, 3, ou '-' pour aucun)
kaito-position-kaito-twice = le Kaito est marqué deux fois
kaito-position-at-alone = '@' (le Kaito sur un jeton) doit être suivi d'un jeton
kaito-position-token-kind = '{ $letter }' doit être suivi de S, H, 1, 2 ou 3 (le jeton)
kaito-position-not-a-token = '{ $letter }' n'est ni un jeton (r ou b puis S, H, 1-3), ni le Kaito ('*' ou '@' devant un jeton), ni un nombre de cases vides
kaito-position-no-kaito = le plateau ne montre pas le Kaito ('*', ou '@' devant un jeton)
kaito-position-side = le camp qui joue est 'r' ou 'b'
