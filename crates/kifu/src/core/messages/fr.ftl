### kifu's own words in French, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/fr.ftl.

## Lists

list-comma = {", "}
list-and = {" et "}

## Diagnostics: the label of text skipped to recover

skipped = ignoré

## Counts

record-count = { $count ->
    [one] 1 partie
   *[other] { $count } parties
}

## Diagnostics of every game: record, header, tags, numbering (cli-core)


## Outcomes: how a record stands (cli-core)


## Command line: summaries, usage, files, moves, JSON (cli-core)


## Terminal viewer (view)

viewer-not-a-terminal = kifu replay dessine dans un terminal, et la sortie standard n'en est pas un ; pour voir une position, utilisez `kifu show FICHIER --ply N`, pour partager une partie `kifu show FICHIER --format html -o partie.html`
viewer-no-record = l'entrée ne contient aucune partie
viewer-cannot-show = { $file } : la partie { $number } ne peut pas être affichée
viewer-no-point = la partie { $number } n'a pas de position à la manche { $round }, coup { $ply }
viewer-last = (dernier)
viewer-record = Partie { $number }
viewer-headline-more = { $message } (et { $more ->
    [one] { $more } autre erreur
   *[other] { $more } autres erreurs
})
viewer-title = kifu replay · { $record }
viewer-title-keys = ? touches  q quitter
viewer-no-replay = Cette partie ne peut pas être rejouée.
viewer-no-picture = aucune image à cette position
viewer-moves = Coups
viewer-tags = En-tête
viewer-round-heading = ── Manche { $round } ──
viewer-at-start = Manche { $round }, début
viewer-at-ply = Manche { $round }, coup { $ply } : { $move }
viewer-no-position = aucune position
viewer-stops-here = la partie s'arrête ici (voir le diagnostic)
viewer-stops-at = une erreur arrête la partie à la manche { $round }, coup { $ply } (Fin y mène)
viewer-flipped = retourné
viewer-go-to = aller au coup : { $typed }▏ (Entrée)
viewer-too-small = agrandissez le terminal pour voir tout le plateau ; ? aide
viewer-keys = ←/→ coup  ↑/↓ manche  Début/Fin  g N aller au coup  p parties  ? aide  q quitter
viewer-no-sides = la table de { $game } n'a pas de côtés : f ne la retourne pas
viewer-ply-range = cette manche va du coup 0 au coup { $last }
viewer-pick = Choisir une partie (↑/↓, Entrée)
viewer-help-title = Touches (toute touche ferme)
viewer-help-next = →  l          coup suivant
viewer-help-previous = ←  h          coup précédent
viewer-help-next-round = ↓  PgSuiv     manche suivante
viewer-help-previous-round = ↑  PgPréc     manche précédente (ou début de celle-ci)
viewer-help-ends = Début / Fin   début / fin de la partie
viewer-help-go-to = g N Entrée    aller au coup N de cette manche
viewer-help-flip = f             retourner le plateau (le voir de l'autre côté)
viewer-help-pick = p             choisir une autre partie du fichier
viewer-help-help = ?             cette aide
viewer-help-quit = q  Échap      quitter


## HTML page (view)

page-picker = Partie
page-first = Début (Début)
page-previous = Coup précédent (←)
page-next = Coup suivant (→)
page-last = Fin (Fin)
page-flip = Retourner le plateau (f)
page-keys = Touches : ← → un coup, ↑ ↓ une manche, Début, Fin. L'adresse suit la position : copiez-la pour donner un lien vers ce point.
page-keys-flip = Touches : ← → un coup, ↑ ↓ une manche, Début, Fin, f pour retourner le plateau. L'adresse suit la position : copiez-la pour donner un lien vers ce point.
page-needs-script = Cette page a besoin de JavaScript pour parcourir la partie.
page-no-replay = ⚠ Cette partie ne peut pas être rejouée : { $message } (voir le diagnostic ci-dessous).
page-mistake = ⚠ Cette partie contient une erreur : { $message }. La relecture s'arrête à la manche { $round }, coup { $ply } : { $link }.
page-mistake-link = aller à la manche { $round }, coup { $ply } et voir le diagnostic
page-round = Manche { $round }
page-start = début
page-played = { $side } a joué { $move }
page-where = Manche { $round }, coup { $ply }
page-no-sides = la table de { $game } n'a pas de côtés : il n'y a rien à retourner.


## Sheets (view)


## Scanning photos: kifu::scan (kam-syntax)
