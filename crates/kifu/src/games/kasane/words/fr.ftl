# Colors of Kasane: the words of the handwritten score sheet (`kifu sheet`).
player = Joueur
grid = Grille
row = Rang.
card = Carte
combination = Combinaison
points = Pts
total = Total
help = Une partie compte 3 manches à 3 joueurs, 4 à 4. Grille : les cartes posées, rangée par rangée (3 joueurs : 3 rangées de 5 ; 4 joueurs : 4 rangées de 4). À chaque tour : le joueur, la rangée, la carte prise, la combinaison réalisée et ses points.
