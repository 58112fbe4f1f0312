### kifu's own words in French, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/fr.ftl.

## Lists

list-comma = {", "}
list-and = {" et "}

## Diagnostics: the label of text skipped to recover

skipped = ignoré

# Text a game's parser could not read (`<game>::syntax::unexpected`): `what` says what it is not.

## Counts

record-count = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}

## Diagnostics of every game: record, header, tags, numbering (cli-core)
record-invalid-utf8 = le fichier n’est pas en UTF-8 valide (octet erroné à la position { $offset })
record-invalid-utf8-label = pas de l’UTF-8
record-invalid-utf8-help = enregistrez la feuille en UTF-8 (la plupart des éditeurs le proposent sous « Enregistrer sous… / Encodage »)
record-duplicate-tag = l’étiquette `{ $key }` est donnée deux fois
record-duplicate-tag-label = donnée à nouveau ici
record-duplicate-tag-first = donnée une première fois ici
record-duplicate-tag-help = gardez l’une des deux étiquettes et supprimez l’autre
record-tag-expected-key = un nom d’étiquette (lettres, chiffres, `_`) est attendu après `[`
record-tag-expected-close = `]` est attendu pour fermer l’étiquette
record-tag-expected-value = la valeur est attendue entre guillemets droits
record-tag-unknown-escape = échappement inconnu : seuls `\"` et `\\` sont permis dans une valeur
record-tag-unclosed-quote = ce guillemet n’est jamais refermé sur sa ligne
record-bad-tag = étiquette mal formée : { $what }, mais on trouve { $found }
record-bad-tag-in = dans cette étiquette
record-bad-tag-help = écrivez une étiquette sous la forme `[Clé "Valeur"]` sur une seule ligne, par exemple `[White "Ada"]` ; entre les guillemets, écrivez \" pour un guillemet et \\ pour une barre oblique inverse
record-unclosed-comment = ce commentaire n’est jamais refermé
record-unclosed-comment-label = commentaire ouvert ici, aucune `{"}"}` ne suit
record-unclosed-comment-help = fermez le commentaire par `{"}"}` (les commentaires ne s’imbriquent pas ; utilisez `;` pour un commentaire jusqu’à la fin de la ligne)
record-tag-after-moves = une étiquette après les coups
record-tag-after-moves-label = étiquette après les coups
record-found-token = `{ $token }`
record-found-end-of-line = la fin de la ligne
record-found-end-of-record = la fin de la feuille
record-unexpected = `{ $token }` inattendu : { $what }
record-unexpected-label = non compris
record-move-number = numéro de coup { $written }, mais c’est le coup { $expected }
record-move-number-label = { $expected } attendu
record-move-number-run = { $help } ; { $more ->
        [one] le numéro de coup suivant en découle et est lui aussi trop { $way ->
            [high] élevé
           *[low] bas
        }
       *[other] les { $more } numéros de coup suivants en découlent et sont eux aussi trop { $way ->
            [high] élevés
           *[low] bas
        }
    } de { $by }
import-place = { $record ->
        [0] {""}
       *[other] partie { $record }{ $round ->
            [0] {""}
           *[other] {", "}
        }
    }{ $round ->
        [0] {""}
       *[other] manche { $round }
    }{ $ply ->
        [0] {""}
       *[other] { $record ->
            [0] { $round ->
                [0] {""}
               *[other] {", "}
            }
           *[other] {", "}
        }coup { $ply }
    }
import-note = { $place } : { $message }
import-serde = { $error }
import-does-not-replay = la feuille écrite à partir de ces coups ne se rejoue pas : { $problem }


## Outcomes: how a record stands (cli-core)
outcome-nothing = {""}
outcome-not-checked = résultat non vérifié
outcome-samourai-not-replayed = partie non rejouée : le plateau n’est pas valide
outcome-kaito-not-set-up = la partie n’a pas pu être mise en place
outcome-several = { $first } ; { $rest }
outcome-comma = { $first }, { $rest }
outcome-kamisado-match-won = { $winner } gagne la partie { $won }-{ $lost } (Noir { $black }, Blanc { $white })
outcome-kamisado-round-over = la manche { $round } est finie ; { $winner } choisit le remplissage (par la gauche ou par la droite) de la manche { $next }
outcome-kamisado-pushed = manche { $round } : { $side } a été repoussé et passe (écrivez le coup repoussé)
outcome-kamisado-any-tower = manche { $round } : { $side } joue, n’importe quelle tour
outcome-kamisado-to-move = manche { $round } : { $side } joue { $tower }
outcome-kamisado-to-move-blocked = manche { $round } : { $side } joue { $tower }, qui est { $tower-gender ->
        [feminine] bloquée
       *[masculine] bloqué
    } (0)
outcome-kaito-to-move = { $side } joue
outcome-kasane-score = { $player } { $total }
outcome-kasane-won = { $winners } gagne ({ $scores })
outcome-kasane-shared = victoire partagée : { $winners } ({ $scores })
outcome-kasane-deal = manche { $round } : à distribuer
outcome-kasane-play = { $player } joue (manche { $round })


## Command line: summaries, usage, files, moves, JSON (cli-core)

cli-validate-summary = { $records ->
        [one] { $records } partie
       *[other] { $records } parties
    } : { $valid ->
        [one] { $valid } valide
       *[other] { $valid } valides
    } (dont { $unfinished ->
        [one] { $unfinished } inachevée
       *[other] { $unfinished } inachevées
    }), { $invalid ->
        [one] { $invalid } non valide
       *[other] { $invalid } non valides
    } ; { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } ; { $mb } Mo en { $secs } s ({ $rate } Mo/s)
cli-validate-record = { $file }{ $record ->
        [0] {""}
       *[other] {" "}(partie { $record })
    } : { $valid ->
        [yes] valide
       *[no] NON VALIDE
    } ({ $status ->
        [finished] terminée
       *[unfinished] inachevée
    }, { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    }{ $errors ->
        [0] {""}
        [one] , 1 erreur
       *[other] , { $errors } erreurs
    }){ $after }
cli-validate-after = {" "}— { $summary }
cli-validate-stopped = la relecture s’est arrêtée ligne { $line }, colonne { $column } ; rien n’a été vérifié après
cli-validate-guessed = { $not_checked } : à partir de la ligne { $line }, colonne { $column }, la relecture a continué avec une correction que les coups suivants ne confirment pas
cli-kifu-json = ceci est la forme JSON de kifu d’une partie de { $game }, pas une feuille de partie
cli-kifu-json-label = JSON
cli-kifu-json-help = `kifu convert { $file } --to { $game }` la réécrit en feuille de partie, que `kifu validate` vérifie
cli-error = erreur : { $error }
cli-error-in = erreur : { $file } : { $error }
cli-io = impossible de lire ou d’écrire { $path }
cli-io-cause = { $kind ->
        [not-found] fichier ou dossier introuvable
        [permission-denied] permission refusée
        [is-a-directory] c’est un dossier
        [already-exists] le fichier existe déjà
        [storage-full] plus de place sur le disque
       *[other] { $os }
    }
cli-invalid = l’entrée n’est pas valide
cli-cannot-read = impossible de lire { $file } : { $cause }
cli-cannot-read-help = vérifiez le chemin et ses permissions
cli-refusal = --{ $flag } { $given } : ce jeu connaît { $known }
cli-no-record = { $file } ne contient aucune partie : { $why ->
        [empty] il est vide
        [comments] il ne contient que des commentaires
       *[either] il est vide ou ne contient que des commentaires
    }
cli-no-record-label = aucune partie ici
cli-no-record-help = une feuille de partie commence par ses étiquettes, comme `[Game "Kamisado"]`, puis les coups
cli-no-record-file = aucun fichier de partie dans le dossier { $dir } (*.{ $extensions })
cli-no-record-file-help = donnez les fichiers de partie eux-mêmes, ou un dossier qui en contient
cli-unknown-game = impossible de savoir de quel jeu est cette partie
cli-unknown-game-label = pas d’étiquette [Game]
cli-unknown-game-help = ajoutez une étiquette comme `[Game "Kamisado"]`, nommez le fichier *.kamisado, ou passez --game kamisado
cli-replay-stopped = { $file } : la relecture s’est arrêtée ligne { $line }, colonne { $column } ; ce qui suit est la dernière position atteinte avant
cli-not-valid = { $file } : l’entrée n’est pas valide (voir ci-dessus)
cli-holds-no-record = { $file } ne contient aucune partie
cli-record-out-of-range = --record { $n } : { $file } contient { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
cli-fmt-does-not-parse = erreur : { $file } ne se lit pas ; rien n’a été modifié
cli-fmt-does-not-replay = erreur : { $file } ne se rejoue pas ; rien n’a été modifié
cli-fmt-does-not-replay-see-above = erreur : { $file } ne se rejoue pas (voir ci-dessus) ; rien n’a été modifié
cli-fmt-written-all-the-same = erreur : { $file } ne se rejoue pas (voir ci-dessus) ; sa mise en page a tout de même été écrite
cli-fmt-not-canonical = { $file } n’est pas dans la mise en page canonique (lancez `kifu fmt --write { $file }`)


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


## moves: pictures (captions under the boards, `kifu moves`' headings)

picture-caption-after = après { $unit } { $n } ({ $side } : { $written })
picture-unit-ply = le coup
picture-unit-move = le coup
picture-unit-turn = le tour
moves-heading-moves = { $point } ; { $count ->
    [one] { $count } coup légal
   *[other] { $count } coups légaux
}
moves-heading-turns = { $point } ; { $count ->
    [one] { $count } tour légal
   *[other] { $count } tours légaux
}
moves-after-move = après le coup { $n } : { $outcome }
moves-after-turn = après le tour { $n } : { $outcome }
# A ply in the viewer's move list: who played it and what.
viewer-played = { $side } : { $written }
# A JSON move's `written` that is not the move: the note of the import.
import-written-empty = `written` est vide : `{ $instead }` est écrit à la place
import-written-disagrees = `written` indique `{ $given }`, qui n’est pas ce coup : `{ $instead }` est écrit à la place

## sheets: printed forms
# The blank score sheets (`kifu sheet`, `kifu::sheet`): the words every sheet prints.
sheet-title = { $game } — feuille de notation
# A field's label, before the line to write on (`Event:`).
sheet-label = { $label }:
sheet-event = Tournoi
sheet-date = Date
sheet-place = Lieu
sheet-round = Manche
sheet-round-number = Manche { $number }
sheet-score = Score
sheet-result = Résultat
sheet-signatures = Signatures
# `kifu sheet`'s usage errors.
cli-sheet-ticks-kamisado-only = la feuille à cocher n'existe que pour Kamisado : utilisez --game kamisado
cli-sheet-pages-need-files = plusieurs pages en { $format } demandent des fichiers : ajoutez -o FICHIER.{ $ext }

## errors: requests the library refuses, position strings (GameError, PositionError)

usage-unsupported = { $game } n'a pas { $kind ->
        [lang] la langue
        [style] le style
       *[variant] la variante
    } { $given } : il connaît { $known }
usage-no-record = l'entrée ne contient aucune partie
usage-json-write = impossible d'écrire le JSON : { $error }
usage-json-read = impossible de lire le JSON : { $error }
usage-no-position-strings = { $game } n'a pas de chaînes de position
usage-no-setup-file = { $game } ne prend pas de fichier de mise en place
usage-not-replayed = la partie n'a pas pu être rejouée
usage-no-ply = la manche { $round } n'a pas de coup { $ply } : --ply va de 0 à { $last }
usage-no-round = il n'y a pas de manche { $round } : la partie a les manches 1 à { $last }
usage-round-plies = la manche { $round } a { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } ; --ply va de 0 à { $plies }
usage-round-turns = la manche { $round } a { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } ; --ply va de 0 à { $turns }
usage-one-game = une partie de { $game } se joue en une seule manche : il n'y a pas de manche { $round }
usage-no-such-ply = il n'y a pas de { $unit ->
        [turn] tour
       *[move] coup
    } { $ply } : la partie a { $plies } { $unit ->
        [turn] { $plies ->
            [one] tour
           *[other] tours
        }
       *[move] { $plies ->
            [one] coup
           *[other] coups
        }
    }
usage-generated-unread = une partie générée ne se relit pas : { $error }
usage-not-set-up = la partie n'a pas pu être mise en place
usage-json-not-set-up = une partie n'a pas pu être mise en place pour le JSON
position-bad = chaîne de position invalide : { $reason } (à l'octet { $at })
position-fields = une position a { $min } champs séparés par des espaces ({ $names }) ; trouvé { $found }
position-fields-between = une position a de { $min } à { $max } champs séparés par des espaces ({ $names }) ; trouvé { $found }
position-rank-too-long = la rangée { $rank } a plus de { $size } cases
position-ranks = le plateau a { $size } rangées séparées par '/', trouvé { $found }
position-empty-count = les cases vides se comptent de 1 à { $size }
position-rank-length = la rangée { $rank } a { $found } cases au lieu de { $size }


## errors: command line

cli-which-game = impossible de savoir à quel jeu appartient { $name } : ajoutez une balise [Game "…"], utilisez l'extension du fichier (.{ $extensions }) ou passez --game
cli-setup-too-big = --{ $flag } { $path } : plus de { $limit } octets ; un fichier de mise en place tient en quelques lignes courtes
cli-setup-not-utf8 = --{ $flag } { $path } : ce n'est pas du texte UTF-8
cli-setup-refused = --{ $flag } { $path } : { $error }
cli-setup-invalid = --{ $flag } { $path } : ce n'est pas un fichier de mise en place valide (ses problèmes sont ci-dessus)
cli-not-an-option = --{ $flags } n'est pas une option de { $game }
cli-not-json = { $file } n'est pas du JSON : c'est déjà de la notation ; utilisez `kifu fmt` pour la réécrire
cli-already-json = erreur : { $file } est déjà du JSON
cli-bad-json = erreur : { $file } n'est pas du JSON valide : { $error }
cli-bad-json-record = erreur : { $file } : la partie { $record } n'est pas du JSON valide : { $error }
cli-import-note = { $level ->
        [warning] avertissement
       *[error] erreur
    } : { $file } : partie { $record }{ $item ->
        [0] {""}
       *[other] , élément { $item }
    }{ $placed ->
        [yes] , { $within }
       *[no] {""}
    } : { $message }
cli-no-threads = impossible de démarrer { $threads } fils d'exécution : { $error }
cli-overwrite-input = refus d'écraser l'entrée { $path } par la sortie ; choisissez un autre -o, ou ajoutez --force
cli-position-games = la chaîne de position peut être de { $games } : passez --game
cli-position = --position : { $error }
cli-perft-done = perft { $depth } en { $secs } s ({ $rate } M feuilles/s)
cli-no-flip = la table de { $game } n'a pas de côtés à retourner : retirez --flip
cli-dpi = --dpi { $dpi } : choisissez de 10 à 1200
cli-raster-svg = le SVG ne peut pas être lu : { $error }
cli-raster-dpi = { $dpi } dpi est hors limites
cli-raster-size = une image de { $width } × { $height } pixels ne peut pas être dessinée
cli-raster-png = le PNG ne peut pas être écrit : { $error }
cli-raster-pdf = le PDF ne peut pas être écrit : { $error }
cli-binary-terminal = un PNG ou un PDF ne s'affiche pas dans le terminal : ajoutez -o FICHIER ou redirigez la sortie
cli-several = { $file } contient { $total } parties : choisissez-en une avec --record N{ $list }
cli-several-item = { $number }. { $players } : { $result }
cli-several-more = … et { $more } de plus (parties { $from } à { $total })
cli-players-not-named = joueurs non nommés
cli-result-not-checked = résultat non vérifié : la partie ne se rejoue pas
cli-result-unfinished = inachevée : { $outcome }
cli-json-error = { $line ->
        [0] `{ $detail }`
       *[other] `{ $detail }` à la ligne { $line }, colonne { $column }
    }


## errors: kifu scan

scan-unknown-match = longueur de partie inconnue `{ $given }` : choisissez simple, standard, long ou marathon
scan-photo-unread = impossible de lire la photo { $path } : { $cause }
scan-overlay-unwritten = impossible d'écrire la superposition { $path } : { $cause }
scan-image-io = { $cause }
scan-image-format = ce n'est pas une image lisible (`{ $cause }`)
scan-record-name = <partie numérisée>


## errors: the label of a diagnostic's help line

diagnostic-help-label = aide :


## i18n: import
# A JSON record that is not one of the game's model (`kifu convert --to GAME`): `game` is
# the game's name in JSON (`kaito`), `error` serde_json's own words, `kind` a JSON type.
import-not-an-object = ce n’est pas une partie JSON { $game } de kifu : une partie est un objet, ceci est { $kind ->
        [null] `null`
        [boolean] un booléen
        [number] un nombre
        [string] une chaîne de caractères
        [array] un tableau
       *[object] un objet
    }
import-other-game = ceci est une partie de `{ $given }`, pas de { $game } : convertissez-la avec `--to { $given }`
import-not-a-move = ce n’est pas un coup d’une partie JSON { $game } de kifu : `{ $error }`
import-not-a-record = ce n’est pas une partie JSON { $game } de kifu : `{ $error }`
import-format-newer = cette partie est au format { $format } du JSON { $game } de kifu ; ce kifu lit le format { $version } : mettez kifu à jour
import-not-a-square = `{ $field }` vaut `{ $given }`, qui n’est pas une case
# How many of the moves (or turns: `what`) given replay.
import-moves-replay = { $what ->
        [turns] { $count ->
            [one] { $count } tour se rejoue
           *[other] { $count } tours se rejouent
        } sur les { $given } donnés
       *[moves] { $count ->
            [one] { $count } coup se rejoue
           *[other] { $count } coups se rejouent
        } sur les { $given } donnés
    }

## i18n: command line
# A path in a folder that is not a regular file (a named pipe, a socket): not read.
cli-not-a-file = ce n’est pas un fichier ordinaire : ignoré

## py: the Python package (crates/kifu-py)

py-unknown-game = impossible de savoir de quel jeu est ce texte : ajoutez une étiquette comme `[Game "Kamisado"]`, ou passez game="kamisado"
py-json-no-game = impossible de savoir de quel jeu est ce JSON : aucun champ "game" ne le nomme ; passez game="kamisado"
py-json-not-json = le texte n’est pas du JSON : { $error }

## web: the app

web-title = kifu – vérifier une feuille de notation
web-game = Jeu
web-game-auto = { $game } (d’après l’étiquette [Game])
web-game-unknown = { $game } : aucune étiquette [Game] ne dit de quel jeu il s’agit ; choisissez-le ici
web-language = Langue
web-editor = Feuille de notation
web-open = Ouvrir un fichier…
web-share = Copier le lien
web-shared = Le lien vers cette feuille à ce point est copié (et dans la barre d’adresse).
web-json = Télécharger le JSON
web-notation = Télécharger la notation
web-notation-lang = en
web-notation-style = style
web-own = comme écrite
web-sheet = Feuille vierge
web-print = Imprimer une feuille vierge
web-valid = ✓ Aucune erreur. { $outcome }
web-problems = { $count ->
        [one] 1 problème
       *[other] { $count } problèmes
    }
web-empty = Tapez ou collez une feuille de notation, ou ouvrez un fichier.
web-not-replayed = Cette partie ne se rejoue pas : voir le diagnostic.
web-record-of = partie { $number } sur { $count }
web-keys = Touches hors de l’éditeur : ← → un coup, ↑ ↓ une manche, Début, Fin, f pour retourner le plateau. Dans l’éditeur, le plateau suit le curseur.
web-privacy = Rien ne quitte cette page : la feuille reste dans votre navigateur. Un lien la porte après son #, qui n’est jamais envoyé à un serveur.
web-refused = Non écrit : { $reason }
web-opened = { $file } ouvert.
cli-web-missing = ce kifu a été construit sans l’application web : lancez scripts/build-web.sh (il faut `rustup target add wasm32-unknown-unknown`), puis reconstruisez kifu

## ev: event

event-standings = Classement : { $game }
event-col-rank = #
event-col-player = Joueur
event-col-played = Parties
event-col-won = Gagnées
event-col-drawn = Nulles
event-col-lost = Perdues
event-col-points = Points
event-col-sb = SB
event-col-own-kamisado = Points de manche
event-col-own-kasane = Scores
event-crosstable = Tableau croisé
event-tie-breaks = Départages
event-separated = { $above } devant { $below } : { $by }
event-tb-head-to-head = confrontation directe
event-tb-sonneborn-berger = Sonneborn-Berger
event-tb-game-points = les points du jeu
event-unfinished = inachevée, non comptée : { $at } ({ $players })
event-apart-heading = Non comptées : ne se rejouent pas
event-apart = { $file }:{ $line }:{ $column } : partie { $record } ({ $players }) : { $problem }
event-apart-as-written = comptée comme écrite ([Result])
event-copies-heading = La même partie deux fois
event-copy-same = { $other } est la même partie que { $kept } : comptée une fois
event-copy-prefix = { $other } est le début de { $kept } : comptée une fois
event-copy-disagree = { $other } et { $kept } diffèrent à partir de la manche { $round }, coup { $ply } ; { $kept } se rejoue, { $other } non : seule { $kept } est comptée
event-copy-disagree-neither = { $other } et { $kept } diffèrent à partir de la manche { $round }, coup { $ply } ; aucune ne se rejoue
event-maybe-heading = Peut-être la même personne
event-maybe-same = { $first } et { $second } ({ $why })
event-why-accents = seuls les accents diffèrent
event-why-order = les mêmes noms dans un autre ordre
event-why-initials = une initiale pour un nom
event-record = { $file } partie { $record }
event-not-replayed = { $count ->
    [one] 1 partie ne se rejoue pas : non comptée
   *[other] { $count } parties ne se rejouent pas : non comptées
}
event-no-record = aucune partie à rassembler
event-same-player = un même nom à deux places, non comptée : { $at } ({ $players })

## imp: importers
cli-from-to = `--from` lit des parties de Kamisado : écrivez-les avec `--to kamisado`, `json` ou `jsonl`, pas `{ $to }`

## site: kifu site, the event published as a static site

site-players = Joueurs
site-games = Parties
site-games-of = Parties de { $player }
site-col-game = Partie
site-col-opponent = Adversaire
site-col-result = Résultat
site-won = gagnée
site-drawn = nulle
site-lost = perdue
site-not-counted = non comptée
site-back = Classement
site-download = Télécharger
site-notation = la feuille (.{ $extension })
site-json = JSON
site-copy-of = Cette feuille est une copie d’une partie écrite ailleurs : c’est { $kept } qui est comptée.
site-out-is-input = le dossier du site { $out } est l’entrée { $input }, la contient ou est dedans : choisissez un dossier à part pour le site
site-not-a-site = { $out } contient des fichiers et n’a pas été écrit par kifu site : choisissez un dossier vide ou nouveau, ou ajoutez --force pour écrire par-dessus ses fichiers
site-engine = l’application web de ce kifu n’a pas la forme que kifu site découpe : reconstruisez-la (scripts/build-web.sh), puis kifu
site-written = { $count ->
    [one] { $count } fichier écrit dans { $out }
   *[other] { $count } fichiers écrits dans { $out }
}

## webscan: scanning a tick form in the web app
web-scan = Numériser une feuille de partie
web-scan-reading = { $count ->
        [one] Lecture de la photo…
       *[other] Lecture de { $count } photos…
    }
web-scan-done = { $count ->
        [0] Numérisé : chaque coup lu clairement
        [one] Numérisé : 1 coup à vérifier
       *[other] Numérisé : { $count } coups à vérifier
    }
web-scan-failed = Les photos ne se lisent pas comme une partie : rien n’a été mis dans l’éditeur
web-scan-error = Impossible de lire les photos : { $reason }
web-scan-choose = Ce qui est écrit ici :
web-scan-chosen = { $entry } mis dans la partie
web-scan-stale = Le texte a changé depuis la lecture : corrigez cette entrée à la main

## hw (issue 36 phase B): the handwriting sheet read from a photo
scan-forms-mixed = ces photos sont de deux formulaires, la feuille à cocher et la feuille manuscrite : numérisez chaque feuille à part
