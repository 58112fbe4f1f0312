# Samouraï: the words of the handwritten score sheet (`kifu sheet`).
side-left = Red
side-right = Black
field-1 = Board
column-1 = Move
column-2 = Dist.
column-3 = Square
help = Move: from–to (g1-k5), + for the bonus move after anzen. Square: taiyō, ryū, washi, katana, ho bo, shiro, anzen.
