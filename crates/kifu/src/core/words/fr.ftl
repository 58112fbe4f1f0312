# The words every blank score sheet prints.
sheet = feuille de notation
event = Tournoi
date = Date
place = Lieu
round = Manche
score = Score
result = Résultat
signatures = Signatures
