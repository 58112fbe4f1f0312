# Samouraï: the words of the handwritten score sheet (`kifu sheet`).
side-left = Rouge
side-right = Noir
field-1 = Plateau
column-1 = Coup
column-2 = Cases
column-3 = Case
help = Coup : départ–arrivée (g1-k5), + pour le coup bonus après l'anzen. Case : taiyō, ryū, washi, katana, ho bo, shiro, anzen.
