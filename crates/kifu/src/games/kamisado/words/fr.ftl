# Kamisado: the words of the handwritten score sheet (`kifu sheet`).
black = Noir
white = Blanc
match-length = Partie : ☐ simple (1)  ☐ standard (3)  ☐ longue (7)  ☐ marathon (15)
fill = Remplissage
from-left = par la gauche
from-right = par la droite
column-tower = Tour
column-direction = Dir.
column-distance = Cases
column-landing = Arrivée
help = Direction : ↑ tout droit  ↖ diagonale gauche  ↗ diagonale droite  ↓ repoussée. Tour bloquée : 0 et la couleur de sa case.

# The tick-box score sheet (`kifu sheet --form ticks`).
tick-title = Kamisado — feuille à cocher
tick-page = Page
tick-black = Noir
tick-white = Blanc
tick-round = Manche
tick-new = nouvelle
tick-continued = suite
tick-fill = Remplissage
tick-score = Score
tick-tower = Tour
tick-direction = Dir.
tick-distance = Cases
tick-landing = Arrivée
tick-event = Tournoi
tick-date = Date
tick-signatures = Signatures
tick-help-1 = Cochez une case par champ, d'une croix ou d'un trait. Pour corriger, noircissez la case fausse et cochez la bonne.
tick-help-2 = Chaque manche commence une nouvelle section : cochez nouvelle, le remplissage et le score avant la manche. Manche 1 : pas de remplissage, score 0 0.
tick-help-3 = Tour bloquée : sa couleur, 0 et la couleur de sa case. Au blocage total, l'entrée bloquée répétée peut être cochée ou omise.
tick-help-4 = Après un oshi, le joueur repoussé coche sa tour repoussée la plus éloignée du pousseur, ↓, 1 et la couleur de sa case d'arrivée.
tick-help-5 = Une manche plus longue que sa section continue dans la suivante : cochez-y suite.
tick-help-6 = Quand Blanc commence une manche, la moitié Noir de sa première ligne reste vide.
tick-help-7 = Gardez les quatre carrés des coins sur la photo, sous une lumière égale.
