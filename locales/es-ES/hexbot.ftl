# hexbot: catálogo en español (España; sirve también al español de Latinoamérica, es-419).
# El vocabulario sigue la página de reglas: tablero, casilla, piedra, borde, cadena, puente,
# regla de intercambio (botón Intercambiar), rojo y azul, jugada, turno, la CPU, partida.
# Los mensajes nombran colores, nunca direcciones: el tablero puede mostrarse girado.

## refusals (shown privately)
no-game-here = No hay ninguna partida en este canal. Empieza una con /hex challenge o /hex ai.
channel-busy = Este canal ya tiene una partida o un desafío abierto. Termínalo primero o juega en otro canal.
challenge-self = No puedes desafiarte a ti mismo. Para jugar a solas, prueba /hex ai.
too-many-challenges = Ya tienes { $limit } desafíos abiertos en este servidor, el máximo a la vez. Retira uno o espera una respuesta primero.
thread-not-allowed = No puedes crear hilos en este canal, así que el desafío no puede tener un hilo propio. Desafía sin thread o pídeselo a un moderador.
thread-bot-not-allowed = No puedo crear hilos en este canal, así que el desafío no puede tener un hilo propio. Desafía sin thread o pide a un moderador que me lo permita.
challenge-bot = { $user } es una cuenta de bot y no puede jugar. Juega contra la CPU con /hex ai.
size-out-of-range = El tamaño del tablero debe estar entre { $min } y { $max }, no { $size }.
no-open-challenge = No hay ningún desafío abierto en este canal.
not-challenged = Solo { $user } puede responder a este desafío.
not-challenger = Solo { $user }, que lanzó este desafío, puede retirarlo.
challenge-pending = El desafío aún no se ha aceptado.
not-a-player = No juegas en esta partida.
not-your-turn = Ahora juega { $player } ({ $color }).
hint-rated = Las pistas no están permitidas en partidas puntuadas entre jugadores.
hint-confirm = ¿Mostrar la pista? Esta partida contra la CPU dejará de contar para la clasificación contra la CPU, y su registro dirá que usaste pistas.
hint-in-flight = Tu última pista aún se está calculando: una pista cada vez. No se ha cambiado nada.
hint-busy = La CPU está ocupada con las jugadas de los jugadores ahora mismo, así que las pistas esperan. Vuelve a pedirla en un momento; no se ha cambiado nada.
render-busy = El bot está dibujando otras repeticiones y análisis en este momento. Vuelve a intentarlo dentro de un minuto; no se ha cambiado nada.
computer-thinking = La CPU está pensando; su jugada llega en un momento.
computer-games-per-user = Ya juegas { $limit ->
    [one] una partida
   *[other] { $limit } partidas
} contra la CPU, el máximo a la vez. Termina o abandona una primero.
computer-games-per-server = Este servidor ya tiene { $limit } partidas contra la CPU en curso, el máximo a la vez. Vuelve a intentarlo cuando termine una.
computer-busy = La CPU tiene demasiadas jugadas que pensar ahora mismo. Vuelve a intentarlo en un momento; no se ha jugado nada.
bad-cell = «{ $text }» no es una casilla de este tablero ({ $reason }).
occupied = La casilla { $cell } ya está ocupada.
swap-off = La regla de intercambio está desactivada en esta partida.
swap-not-now = Solo se puede intercambiar como respuesta del azul a la primera piedra roja.
game-over = Esta partida ha terminado.
already-moved = Esa jugada ya se hizo.
stale-button = Ese botón es de una posición anterior; la partida ha seguido. Usa el tablero más reciente.
unknown-button = Ese botón no es mío, o su partida ya no existe.
move-needs-cell = Escribe una casilla, como e5.
not-moderator = Solo quien puede gestionar mensajes puede anular una partida.
not-set-aside = La partida #{ NUMBER($game, useGrouping: "false") } no es una partida apartada en este servidor. Para anular una partida en curso, usa /hex abort en su canal.
config-not-moderator = Solo quien puede gestionar el servidor puede cambiar su configuración; /hex config sin opciones se la muestra a cualquiera.
nothing-to-confirm = No hay ningún abandono que confirmar. Usa primero /hex resign.
no-rematch = No hay ninguna partida terminada en este canal para pedir la revancha.
rematch-not-player = Solo quienes jugaron la última partida pueden pedir la revancha.
claim-has-timer = Esta partida tiene tiempo por turno: la CPU juega por quien está ausente, así que no hay nada que reclamar.
claim-own-turn = Es tu turno; solo quien espera al otro puede reclamar la victoria.
claim-too-early = { $player } lleva menos de { $idle } sin jugar; podrás reclamar la victoria dentro de { $remaining }.
claim-vs-computer = La CPU nunca te hace esperar; no hay nada que reclamar.
claim-opponent-moved = { $player } ya ha jugado desde que apareció este botón; no hay nada que reclamar, y la partida sigue.
leaderboard-empty = Todavía no hay partidas clasificatorias en este servidor.
computer-leaderboard-empty = Todavía no hay partidas clasificatorias contra la CPU en este servidor.
leaderboard-page-empty = La página { $page } de la clasificación está vacía (tiene { $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
}).
profile-empty = { $player } aún no tiene partidas clasificatorias en este servidor.
# Why a typed cell is not one: the reason of bad-cell.
cell-malformed = se espera una letra y un número, como e5
cell-row-zero = las filas se numeran desde 1
cell-column-off = la columna { $column } no existe en { $board }
cell-row-off = la fila { $row } no existe en { $board }
cell-off-board = no existe en { $board }

## challenges
challenge-issued = { $challenger } desafía a { $opponent } a una partida de { $variant } en { $board } ({ $details }). { $goal } { $first } { $opponent }: acepta o rechaza en menos de { $minutes }.
challenge-accepted = { $opponent } ha aceptado el desafío. { $seats }
rematch-accepted = { $opponent } ha aceptado la revancha. { $seats }
first-red = { $red } juega con rojo y empieza.
first-drawn = Quién juega con rojo ya se ha sorteado; se dirá cuando { $opponent } acepte.
goal-hex = Gana quien una primero sus dos bordes con una cadena.
goal-rex = En Rex, quien completa una cadena entre sus dos bordes pierde.
seats-hex = { $red } juega con rojo y gana si une los dos bordes rojos; { $blue } juega con azul y gana si une los dos bordes azules.
seats-rex = { $red } juega con rojo y debe evitar unir los dos bordes rojos; { $blue } juega con azul y debe evitar unir los dos bordes azules. En Rex, quien completa una cadena entre sus dos bordes pierde.
challenge-declined = { $opponent } ha rechazado el desafío de { $challenger }.
challenge-withdrawn = { $challenger } ha retirado el desafío a { $opponent }.
challenge-expired = El desafío de { $challenger } a { $opponent } ha caducado sin respuesta.
expiry-gave-up = No se pudo cerrar el desafío tras { $tries } intentos (el bot no puede escribir en su base de datos). Sigue abierto: acéptalo, recházalo o retíralo.
details-swap-on = intercambio: { $form }
details-swap-off = sin intercambio
details-timer = { $secs } s por turno
details-no-timer = sin límite de tiempo
details-rated = clasificatoria
details-list = { $swap }, { $timer }, { $rated }
config-shown = Configuración de este servidor para partidas nuevas: { $variant } en { $board }; intercambio: { $swap }; tiempo por turno: { $timer }; revanchas: { $rematch }; imagen del tablero: { $orientation }. Los comandos sin estas opciones la usan.
config-changed = Guardado. La configuración de este servidor para partidas nuevas es ahora: { $variant } en { $board }; intercambio: { $swap }; tiempo por turno: { $timer }; revanchas: { $rematch }; imagen del tablero: { $orientation }.
config-rematch-alternate = empieza el otro jugador
config-rematch-same = empieza el mismo jugador
swap-form-off = desactivado
swap-form-mirror = espejo
swap-form-seat = cambio de lugar
orientation-normal = normal (ancha)
orientation-rotated = girada 90° (alta, para móvil)
settings-shown = Tu configuración: imagen de los tableros que solo ves tú: { $orientation }. Cámbiala con /hex settings.
settings-changed = Guardado: imagen de los tableros que solo ves tú: { $orientation }.

## games
ai-game-started = { $player } juega contra la CPU ({ $level }) una partida de { $variant } en { $board }. { $seats }
rematch-started = Revancha: { $seats }
rematch-offered = { $challenger } ofrece la revancha a { $opponent }: { $variant } en { $board } ({ $details }), y esta vez { $red } juega con rojo. { $goal } { $opponent }: acepta o rechaza en menos de { $minutes }.
moved = { $player } ({ $color }) ha jugado en { $cell }.
swapped-mirror = { $player } ha intercambiado: la piedra roja de { $from } se retira y se coloca una piedra azul en { $to }, su casilla reflejada. Juega rojo.
swapped-mirror-diagonal = { $player } ha intercambiado: la piedra roja de { $cell } está en la diagonal larga, así que se queda en su casilla y pasa a ser azul. Juega rojo.
swapped-seat = { $player } ha intercambiado su lugar y ahora juega con rojo, quedándose con la piedra de { $cell }; { $other } pasa a azul y juega a continuación.
rematch-alternates = Los colores se alternan: esta vez empieza { $red }, con rojo.
rematch-same-starter = Quien empieza no cambia: { $red } vuelve a empezar, con rojo.
swap-note-off = Sin intercambio: azul responde a la primera piedra de rojo con una piedra propia.
swap-note-easy = Sin intercambio: en fácil se juega sin la regla de intercambio.
swap-note-mirror = Intercambio: espejo. Azul puede responder a la primera piedra de rojo intercambiando: la piedra roja se sustituye por una azul en su casilla espejo (fila y columna intercambiadas), y juega rojo.
swap-note-seat = Intercambio: cambio de lugar. Azul puede responder a la primera piedra de rojo intercambiando su lugar con rojo: los jugadores cambian de color, la piedra se queda y juega el nuevo azul.
computer-thinks = La CPU está pensando…
timed-out = A { $player } se le acabó el tiempo, así que la CPU ({ $level }) ha jugado en { $cell } por esa persona. Hasta que { $player } vuelva a mover, la CPU jugará cada uno de sus turnos cuando se acabe el tiempo.
computer-gave-up = La CPU no pudo hacer su jugada tras { $tries } intentos (el bot no puede escribir en su base de datos). La partida queda en espera; seguirá cuando el bot se reinicie, o quien modere puede anularla con /hex abort.
abandoned-gave-up = No se pudo terminar la partida contra la CPU que su jugador abandonó tras { $tries } intentos (el bot no puede escribir en su base de datos). Sigue abierta por ahora; terminará cuando el bot se reinicie, o quien modere puede anularla con /hex abort.
timed-out-swap = A { $player } se le acabó el tiempo, así que la CPU ({ $level }) ha elegido intercambiar por esa persona. Hasta que { $player } vuelva a mover, la CPU jugará cada uno de sus turnos cuando se acabe el tiempo.
timed-out-again = Se acabó el tiempo otra vez: la CPU ha jugado por { $player } en { $cell }.
player-returned = ¡Hola de nuevo, { $player }! Tu puesto vuelve a ser tuyo.
won-by-connection = ¡{ $winner } ({ $color }) ha unido los dos bordes { $side } y gana!
lost-by-connection = { $loser } ({ $color }) ha unido los dos bordes { $side } y pierde, porque en Rex quien une sus bordes pierde: ¡gana { $winner } ({ $winner-color })!
won-by-resignation = { $loser } ha abandonado; gana { $winner } ({ $color }).
claim-offered = { $player } lleva { $idle } sin jugar. { $other } ({ $color }) ya puede reclamar la victoria: pulsa «Reclamar victoria» o usa /hex claim. Si { $player } juega antes, la partida sigue.
won-by-claim = { $loser } lleva { $idle } sin jugar; { $winner } ({ $color }) reclama la victoria.
aborted = { $moderator } ha anulado la partida. No cuenta para la clasificación.
aborted-early = { $player } canceló la partida antes de la segunda piedra. No hay ganador y no cuenta para la clasificación.
abort-too-late = Los dos ya han colocado una piedra, así que la partida ya no se puede cancelar: puedes rendirte, o un moderador puede anularla.
set-aside-list = Estas partidas ya no se pueden cargar y se han apartado (sus canales están libres): { $games }. Quien modere puede anular una con /hex abort game:<número>.
set-aside-item = #{ NUMBER($game, useGrouping: "false") } en { $channel }
set-aside-aborted = { $moderator } ha anulado la partida #{ NUMBER($game, useGrouping: "false") }, que estaba apartada. No cuenta para la clasificación.
abandoned-vs-computer = { $player } lleva { $idle } sin jugar, así que la partida contra la CPU termina aquí, sin contar para la clasificación. El canal queda libre para una nueva partida.
unrated = Esta partida no cuenta para la clasificación: la CPU hizo más de { $limit } jugadas por { $player }.
unrated-never-moved = Esta partida no cuenta para la clasificación: { $player } nunca jugó por sí mismo; la CPU jugó por él cada vez.
rating-change = { $player }: { $before } → { $after } ({ $delta }).
confirm-resign = ¿Seguro que quieres abandonar esta partida? Pulsa «{ button-confirm }».
computer-rating-change = { $player } contra la CPU: { $before } → { $after } ({ $delta }).
show-board = El tablero: { $red } (rojo) contra { $blue } (azul).
shown-to-bystander = (Solo lo ves tú: en este canal se juega una partida en la que no participas.)
public-answers-limited = (Solo lo ves tú: has pedido { $count } respuestas públicas en { $window } s. Podrás compartir de nuevo en { $wait } s.)

## captions under the board (one line)
caption-to-play = Jugada { $number } · juega { $player } ({ $color }) · última: { $last }
caption-first-move = { $player } ({ $color }) hace la primera jugada
caption-to-play-rex = Jugada { $number } · juega { $player } ({ $color }); unir los dos bordes { $side } pierde · última: { $last }
caption-first-move-rex = { $player } ({ $color }) hace la primera jugada; unir los dos bordes { $side } pierde
caption-result = Gana { $winner } ({ $color }) { $reason } · { $moves }
caption-rex-loss = { $loser } ({ $color }) ha unido los dos bordes { $side } y pierde — gana { $winner } ({ $winner-color }) · { $moves }
caption-aborted = Anulada tras { $moves }
reason-connection = por conexión
reason-rex-connection = porque el rival unió sus dos bordes (Rex)
reason-resignation = por abandono
reason-claim = por reclamación, tras una larga ausencia del rival
last-swap = intercambio

## the picture's description, read by screen readers (Discord's alt text)
alt-text = { $board }. { $caption }. { $red-stones } { $blue-stones }
alt-red-stones = { $count ->
    [0] Ninguna piedra roja.
    [one] Una piedra roja: { $cells }.
   *[other] { $count } piedras rojas: { $cells }.
}
alt-blue-stones = { $count ->
    [0] Ninguna piedra azul.
    [one] Una piedra azul: { $cells }.
   *[other] { $count } piedras azules: { $cells }.
}
# The end of a list of cells cut short.
alt-more = y { $n } más

## buttons and inputs
button-accept = Aceptar
button-decline = Rechazar
button-withdraw = Retirar
button-swap = Intercambiar
button-resign = Abandonar
button-confirm = Confirmar abandono
button-move = Jugar
button-plan = Planear
button-rematch = Revancha
button-rematch-same = Revancha, empieza el mismo
button-board = Ver tablero
button-claim = Reclamar victoria
button-review = Análisis
button-show-hint = Mostrar la pista
move-input-title = Tu jugada
move-input-label = Casilla, como e5

## leaderboard and profile
leaderboard-title = Clasificación (página { $page } de { $pages })
computer-leaderboard-title = Clasificación contra la CPU (página { $page } de { $pages })
leaderboard-line = { $rank }. { $player } { $rating }{ $provisional } · { $wins }–{ $losses }
provisional = { " " }(provisional)
profile-title = { $player }: puntuación { $rating } ± { $deviation }{ $provisional }
profile-record = { $games }: { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}, { $losses ->
    [one] { $losses } derrota
   *[other] { $losses } derrotas
} ({ $streak }).
streak-won = { $n ->
    [one] ganó la última partida
   *[other] { $n } victorias seguidas
}
streak-lost = { $n ->
    [one] perdió la última partida
   *[other] { $n } derrotas seguidas
}
streak-none = ninguna partida terminada todavía
profile-no-player-games = { $player } aún no tiene partidas clasificatorias contra otros jugadores en este servidor.
profile-computer = Contra la CPU: puntuación { $rating } ± { $deviation }{ $provisional } · { $wins }–{ $losses }
profile-best-win = Mejor victoria: contra { $opponent } ({ $rating }).
profile-recent = Recientes: { $games }
profile-plot-caption = Puntuación a lo largo del tiempo: { $ladders }
profile-plot-both = línea continua, partidas entre jugadores; línea verde discontinua, partidas contra la CPU
profile-plot-players = partidas entre jugadores
profile-plot-computer = partidas contra la CPU (línea verde discontinua)
profile-plot-alt = Un gráfico de la puntuación tras cada una de { $games }, de la más antigua a la más reciente.
recent-won = V { $opponent }
recent-lost = D { $opponent }
recent-unfinished = – { $opponent }
# The computer in a seat, where its colour follows in parentheses.
computer-name = la CPU
# The computer with its level, where nothing follows in parentheses (records, profiles).
computer-with-level = la CPU ({ $level })

## pieces of other messages: colours, levels, counts and sizes
color-red = rojo
color-blue = azul
# "los dos bordes rojos"
side-red = rojos
side-blue = azules
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
board = un tablero de { $size }×{ $size }
moves = { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}
minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
hours = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
rated-games = { $n ->
    [one] { $n } partida clasificatoria
   *[other] { $n } partidas clasificatorias
}
hours-minutes = { $h } h { $m } min

## game records: history and export
no-such-game = No hay ninguna partida #{ NUMBER($game, useGrouping: "false") } en este servidor.
never-played = La partida #{ NUMBER($game, useGrouping: "false") } es un desafío que nunca se jugó; no hay nada que exportar.
history-title = Partidas recientes de { $player }:
history-empty = { $player } aún no tiene partidas en este servidor.
history-line = #{ NUMBER($game, useGrouping: "false") } · { $date } · { $result } contra { $opponent } · { $variant } { $size }×{ $size } · { $moves }
history-won = victoria
history-lost = derrota
history-aborted = partida anulada
history-ended-idle = terminada, no se siguió a tiempo
history-playing = en juego
export-title = Partida #{ NUMBER($game, useGrouping: "false") }, { $date }: { $red } con rojo contra { $blue } con azul, { $variant } en { $board } · { $result }
export-result = { $winner } ({ $color }) ganó { $reason }
export-aborted = anulada
export-playing = en juego
export-moves = Jugadas: { $moves }
export-no-moves = ninguna
export-file = El registro SGF (para HexGui y otros programas de Hex) va adjunto como { $file }.
review-not-finished = La partida #{ NUMBER($game, useGrouping: "false") } no ha terminado; solo se pueden analizar partidas terminadas.
review-progress = Analizando… { $percent } %
review-title = Análisis de la partida #{ NUMBER($game, useGrouping: "false") }: { $red } con Rojo contra { $blue } con Azul · { $result }
review-summary = **{ $player }**: { $moves }; de media { $average } % de probabilidad de ganar perdido por jugada; { $serious ->
        [one] un error grave
       *[other] { $serious } errores graves
    } (jugadas que cuestan { $threshold } % o más)
review-mistake = · jugada { NUMBER($number, useGrouping: "false") }, { $cell }: { $before } % → { $after } %; la CPU prefiere { $best } (la piedra pálida en { $file })
review-no-mistakes = · ninguna jugada costosa
review-budget = La CPU examinó cada posición con { $playouts } simulaciones.
review-caption = Probabilidad de que gane Rojo tras cada jugada (en la franja roja va ganando Rojo, en la azul Azul); con círculo: los mayores vuelcos, jugadas { $swings }
review-alt = Un gráfico de la probabilidad de que gane Rojo a lo largo de { $moves }: { $start } % al principio, { $end } % al final; los mayores vuelcos en las jugadas { $swings }.
with-hints = { $result } (con pistas)
hint-title = La opinión de la CPU para { $player } ({ $color }), tras { $playouts ->
    [one] { $playouts } simulación
   *[other] { $playouts } simulaciones
}: cuanto más verde una casilla, más la ha estudiado. Sus mejores jugadas:
hint-move = { $rank }. { $cell }: { $percent } % de probabilidad de ganar
hint-proved-win = Demostrado por el resolvedor: el { $color } gana desde aquí, y { $cell } es una piedra ganadora.
hint-proved-loss = Demostrado por el resolvedor: el { $color } pierde desde aquí contra el mejor juego, juegue la piedra que juegue. El intento más resistente de la CPU: { $cell }.
hint-swap-yes = Aquí también puedes intercambiar, y la CPU lo haría.
hint-swap-no = Aquí también puedes intercambiar, pero la CPU no lo haría.
hint-assisted = La partida queda marcada en su registro como jugada con pistas.
hint-assisted-unrated = La partida queda marcada en su registro como jugada con pistas y ya no cuenta para la clasificación contra la CPU.
replay-never-played = La partida #{ NUMBER($game, useGrouping: "false") } es un desafío que nunca se jugó; no hay nada que reproducir.
replay-title = Repetición de la partida #{ NUMBER($game, useGrouping: "false") }: { $red } con rojo contra { $blue } con azul, { $variant } en { $board }, { $moves } · { $result }

## rules
rules =
    { "**" }Hex** se juega en un tablero con forma de rombo hecho de casillas hexagonales. Dos bordes opuestos son rojos y los otros dos azules; las casillas de las esquinas tocan un borde rojo y uno azul y pertenecen a ambos. Empieza rojo y luego se juega por turnos, colocando una piedra en cualquier casilla vacía; no se puede pasar, y lo colocado no se mueve ni se captura. Rojo intenta unir sus dos bordes rojos con una cadena sin cortes, y azul sus dos bordes azules. Gana quien complete primero su cadena, y un tablero lleno siempre tiene exactamente un ganador: no hay empates.
    { "**" }Puente:** dos piedras del mismo color con dos casillas vacías entre ellas que tocan a ambas valen como conectadas: si el rival ocupa una de las dos, ocupa tú la otra.
    { "**" }Conexión al borde:** una piedra en la segunda fila desde su propio borde ya está conectada a él (un puente hasta el borde); en la tercera fila también, si la zona que tiene delante está vacía (el zigurat).
    { "**" }Regla de intercambio:** mover primero es una gran ventaja, así que, una sola vez y justo después de la primera piedra roja, azul puede intercambiar en vez de colocar. Intercambio reflejado (la forma habitual): la piedra roja se retira y se coloca una piedra azul en la casilla reflejada en la diagonal larga (fila 2, columna 5 pasa a fila 5, columna 2); vuelve a jugar rojo. Intercambio de lugar (regla de la casa): los jugadores intercambian los colores, la piedra se queda, quien intercambió pasa a jugar con rojo y el otro, ahora azul, juega a continuación. En ambos casos rojo debe abrir con una jugada ni demasiado fuerte ni demasiado débil. Contra la CPU el intercambio está desactivado en Fácil y activado en Medio y Difícil; en los desafíos entre dos personas está activado salvo que el desafío diga otra cosa. Cuando la CPU juega con azul en Hex, intercambia si la primera piedra roja no está en un borde.
    { "**" }Rex** invierte el objetivo: quien une sus dos bordes pierde. Pide /hex rules variant:rex para saber más.
    Comandos: /hex move e5, /hex swap, /hex resign, /hex board, /hex ai, /hex challenge.
rules-rex =
    { "**" }Rex** (Hex inverso o Hex misère) usa el tablero, las piedras y los turnos de Hex, pero invierte el objetivo: quien completa una cadena entre sus dos bordes pierde. Rojo debe evitar unir los dos bordes rojos, y azul los dos bordes azules; ganas cuando el rival se ve obligado a unir los suyos. Como en Hex, las casillas de las esquinas pertenecen a ambos bordes.
    No hay empates: el tablero no puede llenarse sin que alguien una sus bordes, y como no se puede pasar, quien solo tenga casillas que completan su cadena debe jugar en una de ellas y pierde. La cadena que perdió aparece tachada en la imagen final (oscura, rayada y con una cruz), nunca dorada.
    { "**" }Cómo jugar:** en vez de correr de un borde a otro, reparte piedras separadas entre sí y guarda jugadas seguras, para que al rival se le acaben antes.
    { "**" }Regla de intercambio:** las mismas dos formas que en Hex (reflejado o de lugar), activada o desactivada como en Hex. Pero en Rex una piedra temprana puede estorbar tanto como ayudar, así que decidir si conviene intercambiar es otra cuestión: la regla del borde que la CPU sigue en Hex no se aplica aquí, y en Rex la CPU decide por su cuenta si intercambia.
    Empieza una partida con /hex challenge variant:rex o /hex ai variant:rex; los comandos son los de Hex.

## Discord: what the bot says of its own
sorry = Algo ha fallado por mi parte. Inténtalo de nuevo, por favor.
file-too-large = ({ $name } es demasiado grande para adjuntarlo aquí.)
thread-name = { $challenger } contra { $opponent }

## Discord: the /hex command (names stay English; descriptions and choices are translated)
cmd-hex = Juega a Hex (o Rex) en este canal
cmd-challenge = Desafía a alguien a una partida en este canal
cmd-challenge-opponent = Contra quién quieres jugar
cmd-challenge-size = Tamaño del tablero, de { $min } a { $max } (por defecto, el del servidor o 11)
cmd-challenge-variant = Hex o Rex (por defecto, el del servidor o Hex)
cmd-challenge-swap = La regla de intercambio: desactivada, espejo o cambio de lugar (por defecto, la del servidor)
cmd-challenge-timer = Tiempo por turno: 30 o 60 s (la CPU juega por ti) o días (pierdes por tiempo)
cmd-challenge-first = Quién hace la primera jugada y juega con rojo (por defecto, yo)
cmd-challenge-thread = Jugar en un hilo nuevo con el nombre de los jugadores
cmd-challenge-orientation = Cómo se muestra el tablero: normal, o girado para móvil (por defecto, el del servidor)
cmd-ai = Juega contra la CPU
cmd-ai-level = Lo fuerte que juega la CPU (por defecto, medio)
cmd-ai-size = Tamaño del tablero, de { $min } a { $max } (por defecto, el del servidor o 11)
cmd-ai-variant = Hex o Rex (por defecto, el del servidor o Hex)
cmd-ai-first = Quién hace la primera jugada y juega con rojo (por defecto, yo)
cmd-ai-orientation = Cómo se muestra el tablero: normal, o girado para móvil (por defecto, el del servidor)
cmd-ai-timer = Un plazo en días: días por turno (por defecto, sin límite)
cmd-move = Coloca una piedra
cmd-move-cell = La casilla: una letra y un número, como e5
cmd-swap = Intercambiar: quédate con la primera piedra del rival, como respuesta del azul a la primera jugada
cmd-resign = Abandona la partida de este canal (pide confirmación)
cmd-board = Vuelve a mostrar el tablero de la partida de este canal
cmd-board-private = Mostrarlo solo a mí, girado como dice mi /hex settings
cmd-leaderboard = Los mejores jugadores de este servidor
cmd-leaderboard-page = Página (por defecto 1)
cmd-leaderboard-kind = Qué clasificación: partidas entre dos jugadores (por defecto), contra la CPU o problemas
cmd-profile = Puntuación, historial y partidas recientes de un jugador
cmd-profile-user = De quién es el perfil (por defecto, el tuyo)
cmd-history = Partidas recientes de un jugador: resultado, rival, tamaño, variante y fecha
cmd-history-user = De quién son las partidas (por defecto, las tuyas)
cmd-export = Descarga una partida como archivo SGF (para HexGui y otros programas de Hex) con sus jugadas
cmd-export-game = El número de la partida, como lo muestra /hex history (#12 es 12)
menu-draw-position = Dibujar posición de Hex
menu-challenge-member = Retar a Hex
cmd-study = Estudia Hex: tablero de análisis, diagramas, análisis y repeticiones de partidas, problemas
cmd-review = La CPU analiza una partida terminada: probabilidades y jugadas más costosas
cmd-review-game = El número de la partida, como lo muestra /hex history (#12 es 12)
cmd-hint = La opinión de la CPU sobre tu posición, solo para ti (una partida contra ella deja de contar)
cmd-replay = Vuelve a ver una partida como animación, jugada a jugada
cmd-replay-game = El número de la partida, como lo muestra /hex history (#12 es 12)
cmd-rules = Cómo se juega a Hex y a Rex
cmd-rules-variant = Hex (por defecto) o Rex
cmd-abort = Anula la partida de este canal sin resultado (moderación)
cmd-abort-game = Número de una partida apartada por no poder cargarse (sin él: la de este canal)
cmd-claim = Reclama la victoria cuando tu rival lleve mucho tiempo sin jugar
cmd-config = La configuración de este servidor para partidas nuevas (cambiarla exige Gestionar servidor)
cmd-config-size = Tamaño del tablero de las partidas nuevas, de { $min } a { $max }
cmd-config-variant = Hex o Rex
cmd-config-swap = La regla de intercambio: desactivada, espejo o cambio de lugar (fácil siempre va sin intercambio)
cmd-config-timer = Tiempo por turno en las partidas entre dos jugadores
cmd-config-rematch = Quién empieza la revancha
cmd-config-orientation = Cómo se muestran los tableros de las partidas nuevas
cmd-config-vacation = Días de vacaciones que cada miembro puede tomarse al año (de 0 a 30)
cmd-config-tournaments = Cuántos torneos puede haber abiertos a la vez en este servidor (de 1 a 10)
cmd-settings = Tu propia configuración
cmd-settings-orientation = Cómo se giran los tableros que solo ves tú
cmd-settings-notify = Cómo te enteras de que es tu turno en una partida con plazo en días
cmd-games = Tus partidas sin terminar en todos los servidores, primero las que esperan tu jugada
cmd-games-page = Qué página de la lista
cmd-vacation = Tus vacaciones: los relojes de tus partidas de este servidor se detienen
cmd-vacation-action = Verlas, empezarlas o terminarlas (por defecto, verlas)
cmd-plan = Respuestas planeadas a jugadas de tu rival (días por jugada), o tu próxima jugada en cola (en vivo)
cmd-plan-moves = Su jugada y luego la tuya: e5 f4; d6 d5; * e4 (* es cualquier otra). En vivo: una casilla
cmd-plan-clear = Olvidar tu plan en esta partida
choice-notify-mention = mencionarme
choice-notify-dm = mensaje directo
choice-notify-off = desactivado
choice-vacation-status = ver
choice-vacation-start = empezar
choice-vacation-end = terminar
choice-variant-hex = Hex (une tus bordes para ganar)
choice-color-red = rojo
choice-color-blue = azul
choice-variant-rex = Rex (si unes tus bordes, pierdes)
choice-timer-none = sin límite
choice-timer-thirty = 30 segundos
choice-timer-sixty = 60 segundos
choice-timer-one-day = 1 día por turno
choice-timer-two-days = 2 días por turno
choice-timer-three-days = 3 días por turno
choice-timer-seven-days = 7 días por turno
choice-challenge-first-challenger = yo
choice-challenge-first-opponent = mi rival
choice-challenge-first-random = al azar
choice-ai-first-you = yo
choice-ai-first-computer = la CPU
choice-ai-first-alternate = alternar con mi última partida
choice-level-easy = fácil
choice-level-medium = medio
choice-level-hard = difícil
choice-swap-off = desactivado
choice-swap-mirror = espejo (la piedra pasa a su casilla espejo y se vuelve azul)
choice-swap-seat = cambio de lugar (los jugadores cambian de color, la piedra se queda)
choice-rematch-alternate = empieza el otro jugador
choice-rematch-same = empieza el mismo jugador
choice-orientation-normal = normal (ancho)
choice-orientation-rotated = girado 90° (alto, para móvil)
choice-ladder-players = partidas entre dos jugadores
choice-ladder-computer = contra la CPU

## the terminal (hexbot local)
local-welcome = hexbot local: eres { $name }. Escribe help para ver los comandos y quit para salir.
local-help =
    Escribe los comandos de barra del bot como texto (el /hex, /hex-study o /hex-tournament inicial es opcional):
      /hex ai [level:easy|medium|hard] [size:{ $min }-{ $max }] [variant:hex|rex] [first:you|computer|alternate] [orientation:normal|rotated] [timer:none|1d|2d|3d|7d]
      /hex challenge @NOMBRE [size:N] [variant:hex|rex] [swap:on|off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [first:challenger|opponent|random] [orientation:normal|rotated]
      accept · decline · withdraw
      /hex move e5   (o solo e5) · swap · resign · confirm · board [private:yes] · rematch [starter:same] · claim · abort
      /hex leaderboard [kind:computer|puzzles] [page:N] · /hex profile [@NOMBRE] · /hex history [@NOMBRE] · /hex export game:ID · /hex-study review game:ID · hint · replay ID [ARCHIVO.gif] · rules [variant:hex|rex]
      /hex config [size:N] [variant:hex|rex] [swap:off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [rematch:alternate|same] [orientation:normal|rotated] [vacation:0-30] · /hex settings [orientation:normal|rotated] [notify:mention|dm|off]
      /hex games [page:N] · /hex vacation [start|end] · /hex plan [e5 f4; d6 d5; * e4|clear] · /hex-study puzzle [e5|hint|solution]
      /hex-study analyze [size:N] [moves: e5 swap d4 | game:ID [move:K] | file:ARCHIVO.sgf | link:URL | red:d4,e5 blue:c3 [to-move:red|blue]]
      /hex-study diagram (un origen como en analyze) [orientation:normal|rotated] [marks:e5,d4]
      /hex-tournament create [format:swiss|round-robin|double-round-robin|knockout] [rounds:N] [rules:2025|2017] [size:N] [variant:hex|rex] [swap:…] [timer:…] [rated:yes|no] [max:N] NAME · /hex-tournament join|leave|start|standings|cancel|withdraw|export [ID] · channel N
      1, 2, ...      pulsa el botón numerado que aparece tras el último tablero («3 e5» para el botón Jugar)
      as NOMBRE: ... actúa como otro usuario (simulado), por ejemplo «as bob: accept»
      help · quit
local-say-what = di qué hace el usuario después de «as NOMBRE:», por ejemplo «as bob: accept»
local-as-form = escribe «as NOMBRE: comando», por ejemplo «as bob: accept»
local-as-needs-name = «as NOMBRE:» necesita un nombre
local-no-options = este comando no admite la opción «{ $option }»
local-unknown-option = opción desconocida «{ $option }» (este comando admite { $known })
local-needs-value = la opción «{ $option }» necesita un valor, por ejemplo { $option }:…
local-bad-value = { $option }:{ $value } no es un valor válido para esta opción; escribe help para ver la lista
local-extra-word = «{ $command }» no admite «{ $word }»
local-say-whom = di a quién quieres desafiar: /hex challenge @bob
local-say-cell = di qué casilla: /hex move e5
local-not-a-page = «{ $text }» no es un número de página
local-say-game = di qué partida: /hex export game:12
local-say-replay = di qué partida: replay 12 (y, si quieres, un nombre de archivo para guardarla)
local-not-a-game = «{ $text }» no es un número de partida
local-unknown-command = comando desconocido «{ $command }»; escribe help para ver la lista
local-only-you = (solo { $name } ve esto)
local-board-picture = imagen del tablero: { $path }
local-saved = guardado: { $path }
local-cannot-read = no se puede leer { $file }: { $error }
local-cannot-write = no se puede escribir { $path }: { $error }
local-cannot-draw = (no se puede dibujar el tablero: { $error })
local-buttons = botones: { $choices }
local-no-buttons = no hay botones que pulsar
local-no-such-button = no hay ningún botón { $number } (solo del 1 al { $count })
local-button-needs-cell = el botón { $number } ({ $label }) necesita una casilla: escribe «{ $number } e5»
local-went-wrong = algo ha fallado: { $error }
local-no-move = (ninguna jugada de la CPU; seguimos)
local-spinner = La CPU está pensando… { $playouts ->
    [one] { $playouts } simulación
   *[other] { $playouts } simulaciones
}
# The letters of the stones on a board drawn without colours.
local-letter-red = R
local-letter-blue = A
local-legend-color = Rojo { $red-stone } une los dos bordes rojos ({ $red-edge }), azul { $blue-stone } los dos bordes azules ({ $blue-edge })
local-legend-plain = { $red-stone } (rojo) une los dos bordes rojos ({ $red-edge }), { $blue-stone } (azul) los dos bordes azules ({ $blue-edge }); < marca la última jugada, * y # la cadena ganadora
local-legend-color-rex = Rex: rojo { $red-stone } debe evitar unir los dos bordes rojos ({ $red-edge }), azul { $blue-stone } los dos bordes azules ({ $blue-edge }); quien une sus bordes pierde, y { $lost } marca la cadena que perdió
local-legend-plain-rex = Rex: { $red-stone } (rojo) debe evitar unir los dos bordes rojos ({ $red-edge }), { $blue-stone } (azul) los dos bordes azules ({ $blue-edge }); quien une sus bordes pierde; < marca la última jugada, x la cadena que perdió

## slow games: day clocks, "your move" notices, /hex games, vacations
details-day-clock = { $days ->
    [one] 1 día por turno
   *[other] { $days } días por turno
}
reason-time = por tiempo, porque se agotó el reloj del rival
lost-on-time = { $loser } ha dejado que se agote su reloj y pierde por tiempo: ¡gana { $winner } ({ $color })!
time-ran-out-vs-computer = { $player } ha dejado que se agote su reloj, así que la partida contra la CPU termina aquí, sin contar para la clasificación. El canal queda libre para una nueva partida.
your-move = { $player }, es tu turno contra { $opponent }: tienes { $left }.
your-move-reminder = { $player }, te queda una cuarta parte de tu tiempo: tienes { $left } para tu jugada contra { $opponent }. La partida: { $game }
your-move-direct = Es tu turno contra { $opponent }: tienes { $left }. La partida: { $game }
clock-stands-still = El reloj está parado: { $player } está de vacaciones hasta { $until }.
days-hours = { $days ->
    [one] 1 día
   *[other] { $days } días
} { $hours } h
days = { $n ->
    [one] { $n } día
   *[other] { $n } días
}
live-timer-vs-computer = Contra la CPU una partida tiene un plazo en días (1, 2, 3 o 7 días por turno) o ninguno; nunca se espera a la CPU.
day-clock-gave-up = No se pudo atender el reloj de la partida tras { $tries } intentos (el bot no puede escribir en su base de datos). La partida queda en espera; seguirá cuando el bot se reinicie, o quien modere puede anularla con /hex abort.
claim-day-clock = Esta partida tiene un plazo en días: cuando se agota el reloj, quien tiene el turno pierde por tiempo. No hay nada que reclamar.
games-title = Tus partidas sin terminar ({ $count }), primero las que esperan tu jugada:
games-none = No tienes ninguna partida sin terminar.
games-line-your-move = **Es tu turno** · #{ NUMBER($number, useGrouping: "false") } contra { $opponent } · { $variant } en { $board } · { $clock } · { $game }
games-line-their-move = Turno de { $opponent } · #{ NUMBER($number, useGrouping: "false") } · { $variant } en { $board } · { $clock } · { $game }
games-clock-left = tiempo restante: { $left }
games-clock-still = reloj parado (vacaciones) hasta { $until }
games-no-clock = sin reloj
games-page = Página { $page } de { $pages }.
button-previous = Anterior
button-next = Siguiente
games-not-yours = Solo se pueden listar tus propias partidas: /hex games te muestra las tuyas, en privado.
vacation-off = No estás de vacaciones en este servidor. Vacaciones que te quedan este año: { $left }. Empieza unas con /hex vacation action:start.
vacation-on = Estás de vacaciones en este servidor hasta { $until }: los relojes de tus partidas de aquí están parados. Vacaciones que te quedan este año: { $left }.
vacation-started = Tus vacaciones han empezado: los relojes de tus partidas de este servidor quedan parados hasta { $until }, o hasta que las termines con /hex vacation action:end. Vacaciones que te quedan este año: { $left }.
vacation-ended = ¡Hola de nuevo! Tus vacaciones han terminado y los relojes de tus partidas de aquí vuelven a correr. Vacaciones que te quedan este año: { $left }.
vacation-already = Ya estás de vacaciones, hasta { $until }.
vacation-not-on = No estás de vacaciones en este servidor.
vacation-none-left = Este año ya no te quedan días de vacaciones en este servidor.
settings-notify = Cuando es tu turno en una partida con plazo en días: { $notify }.
notify-mention = se te menciona en el canal de la partida
notify-dm = recibes un mensaje directo
notify-off = no se te avisa
config-vacation-days = Vacaciones que cada miembro puede tomarse al año: { $days }.
config-open-tournaments = Torneos abiertos a la vez, como mucho: { $count }.

## Torneos (issue 33)
tournament-format-swiss = sistema suizo
tournament-format-round-robin = todos contra todos
tournament-format-double-round-robin = todos contra todos a doble vuelta
tournament-format-knockout = eliminación directa
tournament-needs-manager = Solo los miembros que pueden gestionar este servidor pueden crear, empezar o cancelar un torneo.
tournament-too-many = Este servidor ya tiene { $count } torneos abiertos, el máximo a la vez. Termina o cancela uno primero.
tournament-name-invalid = El nombre de un torneo tiene de 1 a 60 caracteres.
tournament-rounds-swiss-only = Solo un torneo por sistema suizo admite un número de rondas: todos contra todos y eliminación directa tienen las rondas que necesitan sus jugadores.
tournament-rounds-range = Un torneo por sistema suizo tiene de 1 a 20 rondas.
tournament-rules-swiss-only = Solo un torneo por sistema suizo se empareja con las reglas holandesas de la FIDE: todos contra todos y eliminación directa tienen sus propias tablas y cuadros.
tournament-max-players-range = Un torneo admite como máximo de 2 a 256 jugadores.
tournament-unknown = No hay ningún torneo #{ NUMBER($id, useGrouping: "false") } en este servidor.
tournament-none-here = No hay ningún torneo abierto en este canal. Indica uno por su número (como 12 para #12).
tournament-already-joined = Ya estás en el torneo #{ NUMBER($id, useGrouping: "false") }.
tournament-full = El torneo #{ NUMBER($id, useGrouping: "false") } está completo: { $max } jugadores.
tournament-not-open = El torneo #{ NUMBER($id, useGrouping: "false") } ya no admite jugadores: ha empezado o ha terminado.
tournament-not-joined = No estás en el torneo #{ NUMBER($id, useGrouping: "false") }.
tournament-too-few = El torneo #{ NUMBER($id, useGrouping: "false") } necesita al menos { $min } jugadores para empezar; tiene { $count }.
tournament-not-running = El torneo #{ NUMBER($id, useGrouping: "false") } no está en juego.
tournament-not-playing = Ya no juegas en el torneo #{ NUMBER($id, useGrouping: "false") }.
tournament-created = { $user } ha creado el torneo **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): { $format }, { $variant } en { $board }, { $timer }, { $rated }, como máximo { $max } jugadores. Apúntate con /hex-tournament join; empieza con /hex-tournament start.
tournament-pairing-rules = Emparejamientos suizos con las reglas holandesas de la FIDE de { $year }.
tournament-rated = puntúa para la clasificación
tournament-unrated = no puntúa para la clasificación
tournament-entrants = Jugadores ({ $count }): { $list }
tournament-no-entrants = Todavía no hay jugadores.
tournament-joined = { $user } se ha apuntado a **{ $name }** (#{ NUMBER($id, useGrouping: "false") }).
tournament-left = { $user } ha dejado **{ $name }** (#{ NUMBER($id, useGrouping: "false") }).
tournament-started = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) ha empezado: { $count } jugadores, { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}.
tournament-round = Ronda { $round } de { $rounds } de **{ $name }** (#{ NUMBER($id, useGrouping: "false") }):
tournament-pairing = Tablero { $board }: { $red } (rojo) contra { $blue } (azul)
tournament-bye-swiss = { $user } descansa esta ronda (1 punto).
tournament-bye-idle = { $user } no juega esta ronda.
tournament-bye-through = { $user } pasa directamente a la siguiente ronda.
tournament-forfeit = Tablero { $board }: { $winner } gana por incomparecencia contra { $loser }.
tournament-forfeit-both = Tablero { $board }: { $red } y { $blue } se han retirado; nadie puntúa.
tournament-game = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }), ronda { $round }, tablero { $board }: { $red } (rojo) contra { $blue } (azul). Empieza el rojo.
tournament-withdrawn = { $user } se ha retirado de **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): pierde por incomparecencia las partidas que le quedaban.
tournament-cancelled = { $user } ha cancelado **{ $name }** (#{ NUMBER($id, useGrouping: "false") }).
tournament-finished = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) ha terminado. Gana { $user }. ¡Enhorabuena!
tournament-finished-early = Según las reglas no se puede emparejar otra ronda de **{ $name }**, así que termina aquí.
tournament-standings-title = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): clasificación tras la ronda { $round } de { $rounds }
tournament-standings-none = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) aún no tiene ninguna ronda completa.
tournament-col-rank = #
tournament-col-player = Jugador
tournament-col-points = Ptos
tournament-col-games = Partidas
tournament-tb-buchholz-cut1 = BhC1
tournament-tb-buchholz = Bh
tournament-tb-sonneborn-berger = SB
tournament-tb-direct = ED
tournament-tb-legend-swiss = BhC1: Buchholz sin el peor; Bh: Buchholz; SB: Sonneborn-Berger; ED: enfrentamiento directo.
tournament-tb-legend-round-robin = SB: Sonneborn-Berger; ED: enfrentamiento directo.
tournament-standings-knockout = { $rank }. { $user }: { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}
tournament-exported = El torneo #{ NUMBER($id, useGrouping: "false") } como archivo TRF (el Tournament Report File de la FIDE; el rojo es blancas, el azul es negras).
tournament-list-line = #{ NUMBER($id, useGrouping: "false") } **{ $name }**: { $format }, { $status }
tournament-status-signup = admite jugadores
tournament-status-running = ronda { $round } de { $rounds }
tournament-board-has-game = La partida de este tablero ya está creada.
tournament-standings-row = { $rank }. { $user }: { $points } ({ $tiebreaks }), { $games }
tournament-tiebreak = { $name } { $value }
tournament-games-count = { $n ->
    [one] 1 partida
   *[other] { $n } partidas
}
local-say-tournament = di qué hacer: tournament create|join|leave|start|standings|cancel|withdraw|export
local-not-a-tournament = «{ $text }» no es un número de torneo
local-not-a-channel = «{ $text }» no es un número de canal: channel 7
local-channel = ahora en el canal { $number }
local-thread = hilo { $number }: { $name } (para jugar allí: channel { $number })
button-join = Apuntarme
button-leave = Borrarme
tournament-needs-threads = No puedo crear hilos en este canal, y cada partida de un torneo se juega en un hilo propio. Pide a un moderador que me permita crear hilos públicos y escribir en hilos aquí.
tournament-thread-failed = No pude crear el hilo del tablero { $board }, así que su partida espera: necesito aquí los permisos de crear hilos públicos y de escribir en hilos. Cuando un moderador me los dé, vuelve a empezar el torneo (/hex-tournament start) para crear las partidas que esperan.
tournament-threads-again = Vuelvo a crear los hilos de { $count ->
    [one] la partida que espera
   *[other] las { $count } partidas que esperan
}.
tournament-no-cancel = Una partida de torneo no se puede cancelar: abandónala (tu rival puntúa) o pide ayuda a un moderador.
tournament-closed-line = La inscripción está cerrada. Sigue el torneo con /hex-tournament standings.
cmd-tournament = Torneos en este servidor: suizo, todos contra todos o eliminación directa, dirigidos por el bot
cmd-tournament-create = Crea un torneo y abre la inscripción (exige Gestionar servidor)
cmd-tournament-create-name = Su nombre (de 1 a 60 caracteres)
cmd-tournament-create-format = Suizo, todos contra todos o eliminación directa
cmd-tournament-create-size = Tamaño del tablero de sus partidas, de { $min } a { $max } (si no, el del servidor)
cmd-tournament-create-variant = Hex, o Rex (quien une sus lados pierde) (si no, la del servidor)
cmd-tournament-create-swap = La regla de intercambio de sus partidas (si no, la del servidor)
cmd-tournament-create-timer = Tiempo para cada jugada (si no, el del servidor)
cmd-tournament-create-rated = Si sus partidas cuentan para la clasificación (si no, sí)
cmd-tournament-create-rounds = Rondas de un torneo suizo, de 1 a 20 (si no, las que den un ganador claro)
cmd-tournament-create-max-players = Cuántos jugadores admite como mucho, de 2 a 256 (si no, 64)
cmd-tournament-create-rules = Las reglas holandesas de la FIDE con que se emparejan sus rondas suizas (si no, las de 2025)
cmd-tournament-join = Apúntate a un torneo que admite jugadores
cmd-tournament-join-id = El número del torneo (#12 es 12; si no, el de este canal)
cmd-tournament-leave = Bórrate de un torneo antes de que empiece
cmd-tournament-leave-id = El número del torneo (#12 es 12; si no, el de este canal)
cmd-tournament-start = Empieza un torneo: ordena a los jugadores y empareja la ronda 1 (exige Gestionar servidor)
cmd-tournament-start-id = El número del torneo (#12 es 12; si no, el de este canal)
cmd-tournament-standings = La clasificación de un torneo, con su tabla cruzada o su cuadro en imagen
cmd-tournament-standings-id = El número del torneo (#12 es 12; si no, el de este canal)
cmd-tournament-cancel = Cancela un torneo (exige Gestionar servidor)
cmd-tournament-cancel-id = El número del torneo (#12 es 12; si no, el de este canal)
cmd-tournament-withdraw = Retírate de un torneo en curso: pierdes por incomparecencia las partidas que quedan
cmd-tournament-withdraw-id = El número del torneo (#12 es 12; si no, el de este canal)
cmd-tournament-export = Descarga un torneo como archivo TRF (el Tournament Report File de la FIDE)
cmd-tournament-export-id = El número del torneo (#12 es 12; si no, el de este canal)
choice-format-swiss = suizo
choice-format-round-robin = todos contra todos
choice-format-double-round-robin = todos contra todos a doble vuelta
choice-format-knockout = eliminación directa
choice-rules-2025 = reglas holandesas de la FIDE de 2025
choice-rules-2017 = reglas holandesas de la FIDE de 2017
## Problemas (/hex-study puzzle)
puzzle-title = Problema { $number } · { $size }×{ $size } · puntuación { $rating }
puzzle-task = Juegas con { $color }: encuentra la única piedra que gana. Cualquier otra pierde.
puzzle-rated = Tu primer intento con este problema cuenta para tu puntuación de problemas.
puzzle-unrated = Este intento no cuenta para tu puntuación de problemas (ya habías visto este problema o tomaste la pista).
puzzle-continue = { $cell } mantiene la victoria. El { $color } responde { $answer }: te toca.
puzzle-solved = ¡Resuelto! { $cell } completa la cadena: gana el { $color }.
puzzle-solved-connected = ¡Resuelto! Tras { $cell }, el { $color } conecta juegue lo que juegue el rival: las casillas marcadas sostienen la cadena.
puzzle-wrong = { $cell } pierde: tras { $answer }, el { $color } conecta.
puzzle-wrong-no-answer = { $cell } pierde: el { $color } conecta juegues lo que juegues.
puzzle-unproved = El resolvedor no pudo demostrar con su presupuesto que { $cell } gana, así que el problema cuenta como no resuelto.
puzzle-gave-up = Has pedido la solución: este problema cuenta como no resuelto.
puzzle-solution = { $stones ->
    [0] La solución: { $key }.
   *[other] La solución: { $key } y después { $line }.
}
puzzle-rating-change = Tu puntuación de problemas: { $before } → { $after } ({ $delta }).
puzzle-hint-ask = Una pista hace que este problema cuente como no resuelto para tu puntuación: { $before } → { $after }. ¿Mostrarla?
puzzle-hint-shown = La piedra ganadora está en la zona marcada: { $cells }.
puzzle-caption = Problema { $number }: juega el { $color }
puzzle-none-open = No tienes ningún problema abierto aquí. /hex-study puzzle te da uno.
puzzle-over = Ese problema ya terminó. /hex-study puzzle te da otro.
puzzle-not-yours = Ese problema es de otra persona. /hex-study puzzle te da el tuyo.
puzzle-busy = Tu última piedra aún se está evaluando: de una en una. No se cambió nada.
puzzle-no-library = Este bot no tiene problemas que ofrecer.
button-give-up = Ver la solución
button-next-puzzle = Otro problema
button-puzzle-hint = Pista
puzzle-leaderboard-title = Clasificación de problemas (página { $page } de { $pages })
puzzle-leaderboard-empty = Nadie ha terminado aún un problema puntuado en este servidor. /hex-study puzzle te da uno.
profile-puzzles = Problemas: puntuación { $rating } ± { $deviation }{ $provisional } · { $wins } resueltos, { $losses } sin resolver
cmd-puzzle = Un problema de Hex solo para ti: encuentra la única piedra que gana
cmd-puzzle-action = Qué hacer (por defecto: mostrar tu problema, o uno nuevo)
cmd-puzzle-move = Tu piedra en tu problema abierto, por ejemplo e5
choice-puzzle-open = mostrar mi problema
choice-puzzle-hint = pista
choice-puzzle-give-up = ver la solución (cuenta como no resuelto)
choice-ladder-puzzles = problemas
profile-daily-streak = Problema del día: racha { $current } (mejor { $best })
puzzle-daily-post = Problema del día { $date } · problema { $number } · { $size }×{ $size } · puntuación { $rating }
puzzle-daily-task = Juega el { $color }: encuentra la única piedra que gana. Pulsa Resolver para intentarlo; solo tú ves tus respuestas.
puzzle-daily-nobody = Nadie lo ha resuelto todavía.
puzzle-daily-solvers = { $more ->
    [0] Resuelto por { $count }: { $names }.
   *[other] Resuelto por { $count }: { $names } y { $more } más.
}
puzzle-daily-of = El problema del día { $date }.
puzzle-daily-solved-already = Resolviste el problema del día { $date } (problema { $number }). El siguiente llega mañana.
puzzle-daily-tried-already = Intentaste el problema del día { $date } (problema { $number }) y no lo resolviste. El siguiente llega mañana.
puzzle-daily-streak = Tu racha de problemas del día: { $current } (mejor { $best }).
puzzle-daily-old = Ese es el problema del día { $date }, que ya terminó. /hex-study puzzle action:problema del día muestra el de hoy.
puzzle-daily-finish-first = Tienes abierto el problema { $number }: resuélvelo o muestra su solución primero (/hex-study puzzle) y pulsa Resolver otra vez.
button-solve-daily = Resolver
config-daily-puzzle = Problema del día: se publica en { $channel } cada día a las { $hour }:00 UTC.
config-daily-puzzle-off = Problema del día: no se publica (/hex-study puzzle action:problema del día lo muestra; el día empieza a las { $hour }:00 UTC).
config-bad-puzzle-hour = { $hour } no es una hora: la hora del problema del día va de 0 a 23 (UTC).
cmd-config-puzzle-channel = El canal donde se publica el problema del día
cmd-config-puzzle-hour = La hora (UTC, de 0 a 23) a la que se publica el problema del día
cmd-config-puzzle-stop = Dejar de publicar el problema del día
choice-puzzle-daily = problema del día

## The web companion (pages in a browser; hexbot web)
web-cell-empty = { $cell }, vacía
web-cell-red = { $cell }, piedra roja
web-cell-blue = { $cell }, piedra azul
web-move-resign = abandona
web-title-game = Partida { NUMBER($game, useGrouping: "false") } · { $variant } · { $size }×{ $size }
web-board-label = El tablero: elige una casilla con las flechas y pulsa Intro para jugarla
web-rotate = Girar el tablero
web-move-by = Juega antes de { $time }.
web-moves = Jugadas
web-no-moves = Aún no hay jugadas.
web-swap = Intercambiar
web-resign = Abandonar
web-resign-confirm = Abandonar definitivamente
web-your-turn = Te toca: haz clic en una casilla, o elige una con las flechas y pulsa Intro.
web-plan-premove-help = Mientras tu rival piensa, haz clic en una casilla para poner en cola tu próxima jugada (una prejugada): se juega en cuanto tu rival haya jugado, salvo que su jugada ocupe la casilla. Tu rival nunca la ve.
web-plan-lines-help = Planea tus respuestas mientras no estás: haz clic en una jugada posible de tu rival, luego en tu respuesta, luego en su siguiente jugada y en tu respuesta, y guarda la línea. Tu rival nunca ve tu plan.
web-plan-line = Línea:
web-plan-save = Guardar la línea
web-plan-undo = Quitar una casilla
web-plan-show = Ver mi plan
web-plan-forget = Olvidar mi plan
web-read-only = Estás mirando. Los jugadores juegan desde sus enlaces personales.
web-sent = Enviando tu jugada…
web-connection-lost = Se perdió la conexión. Recarga la página para seguir la partida.
web-replay = Repetición
web-replay-at = Posición tras { $ply } de { $moves } jugadas
web-first = Inicio
web-previous = Anterior
web-next = Siguiente
web-last = Final
web-review = Probabilidad de victoria de Rojo tras cada jugada (análisis de la CPU)
web-review-point = Tras la jugada { $ply }: Rojo { $percent } %
web-review-ask = Pedir a la CPU su análisis (tarda unos segundos)
web-sgf = Descargar la partida (SGF)
web-link-malformed = Este enlace no es de este bot: la página es solo para mirar.
web-link-forged = Este enlace ha sido modificado y no sirve: la página es solo para mirar.
web-link-expired = Este enlace ha caducado: pide uno nuevo con el botón del tablero. Mientras tanto, la página es solo para mirar.
web-link-other-game = Este enlace es de otra partida u otro jugador: la página es solo para mirar.
web-not-found = Aquí no hay ninguna página así.
web-failed = Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.
web-too-many = Demasiadas solicitudes: espera unos segundos y vuelve a intentarlo.
web-bad-form = La solicitud estaba incompleta: recarga la página y vuelve a intentarlo.
web-second-player = Segundo jugador
web-start-title = Juega al Hex en tu navegador
web-start-intro = Juegas como { $name }. Elige un rival y un tablero; cada partida tiene su propia página y juegas con clics.
web-start-opponent = Rival
web-start-two = Dos jugadores en esta pantalla
web-start-size = Tamaño del tablero
web-start-variant = Juego
web-start-first = Quién juega con Rojo y empieza (contra la CPU)
web-start-first-you = Tú
web-start-first-computer = La CPU
web-start-go = Empezar la partida
web-analysis-start-title = Tablero de análisis
web-analysis-start-intro = Estudia una posición: abre un tablero vacío del tamaño elegido, o pega una lista de jugadas (e5 swap d4), un registro SGF (HexGui, MoHex, Little Golem) o un enlace de HexWorld. Juega piedras de los dos lados, prueba variantes, pregunta a la CPU.
web-analysis-text = Jugadas, registro SGF o enlace (vacío para un tablero vacío)
web-analysis-go = Abrir el tablero
web-analysis-board-label = El tablero de análisis: haz clic en una casilla vacía para jugarla
web-analysis-moves = Jugadas
web-analysis-click = Haz clic en una casilla vacía para jugarla por el lado al que le toca, o escribe una o más jugadas.
web-analysis-download = Descargar { $name }
config-web-on = Páginas web: activadas. Las partidas de este servidor se pueden seguir en { $url }.
config-web-unserved = Páginas web: activadas, pero este bot no sirve páginas web (quien lo administra no las ha configurado).
config-web-off = Páginas web: desactivadas (/hex config web:True da a cada partida de este servidor una página en la web).
cmd-config-web = Dar a las partidas de este servidor páginas web (tableros en directo, repeticiones, jugar con clics)
button-play-on-web = Jugar en la web
button-game-page = Página de la partida
web-link-given = Tu enlace personal para jugar la partida { NUMBER($game, useGrouping: "false") } con clics está en el botón de este mensaje. Vale hasta { $expires }. Quien lo tenga puede mover por ti: no lo compartas.
web-link-not-player = Solo los jugadores de la partida { NUMBER($game, useGrouping: "false") } reciben un enlace para jugarla. Cualquiera puede seguirla en { $url }.
web-link-over = La partida { NUMBER($game, useGrouping: "false") } ha terminado: su página tiene la repetición, en { $url }.
web-link-unserved = Esta partida no tiene página web (el servidor desactivó las páginas web, o el bot no ofrece ninguna).
web-bot-home = Este es el compañero web de hexbot. Cada servidor de Discord que lo activa (/hex config web:True) tiene aquí una página, y también cada una de sus partidas.
web-server-title = Partidas y clasificaciones del servidor
web-server-games = Últimas partidas
web-server-no-games = Aún no hay partidas.
web-server-game = Partida { NUMBER($game, useGrouping: "false") }
web-server-tournament = Torneo { NUMBER($id, useGrouping: "false") }
web-server-tournament-picture = La clasificación del torneo { NUMBER($id, useGrouping: "false") } como tabla

## El tablero de análisis (/hex-study analyze)
cmd-analyze = Tu tablero de análisis: vacío, preparado, de una partida, lista de jugadas, archivo SGF o enlace
cmd-analyze-size = Tamaño del tablero, de { $min } a { $max } (por defecto: el de las jugadas, si no 11)
cmd-analyze-variant = Hex o Rex (por defecto Hex)
cmd-analyze-moves = Una lista de jugadas como "e5 swap d4" (HexGui y MoHex escriben así las casillas)
cmd-analyze-sgf = Un registro de partida SGF (HexGui, MoHex, Little Golem)
cmd-analyze-link = Un enlace de tablero de HexWorld, o de una página de partida de este bot
cmd-analyze-game = El número de la partida, como lo muestra /hex history (#12 es 12)
cmd-analyze-move = Con game: la jugada que mostrar (por defecto: la última)
cmd-analyze-red = Preparar: las piedras del rojo, como "d4 e5"
cmd-analyze-blue = Preparar: las piedras del azul, como "c3 f6"
cmd-analyze-to-move = Preparar: a quién le toca (por defecto: el color con menos piedras, el rojo si hay empate)
cmd-analyze-swap = Con moves: la regla de intercambio, desactivada, espejo o cambio de lugar (por defecto: espejo)
cmd-diagram = Dibuja una posición para todos: de una lista de jugadas, archivo SGF, enlace de HexWorld o partida
cmd-diagram-moves = Una lista de jugadas como "e5 swap d4" (así escriben las casillas HexGui y MoHex)
cmd-diagram-sgf = Un registro de partida SGF (HexGui, MoHex, Little Golem)
cmd-diagram-link = Un enlace a un tablero de HexWorld, o a una página de partida de este bot
cmd-diagram-game = El número de una partida, como lo muestra /hex history (#12 es 12)
cmd-diagram-move = Con game: la jugada que se muestra (por defecto: la última)
cmd-diagram-size = Con moves: el tamaño del tablero, de { $min } a { $max } (por defecto: el de las jugadas, si no 11)
cmd-diagram-variant = Con moves: Hex o Rex (por defecto Hex)
cmd-diagram-orientation = Cómo se gira el tablero (por defecto: tu ajuste)
cmd-diagram-marks = Casillas que se marcan con A, B, C…, como "e5 f6"
analysis-title = Tablero de análisis { NUMBER($number, useGrouping: "false") } · { $size }×{ $size } · { $variant }
analysis-opened = Tu tablero está abierto; solo tú lo ves. Juega piedras de los dos lados, retrocede y avanza, prueba variantes. La CPU no analiza posiciones de partidas que aún se están jugando.
analysis-to-move = Jugada { $ply } de esta línea · juega el { $color }
analysis-won = Jugada { $ply } de esta línea · ha ganado el { $color }
analysis-next = Jugado después aquí: { $moves }
analysis-explorer = En partidas terminadas de este servidor y en las tuyas, aquí se jugó después: { $moves }
analysis-explorer-move = { $move } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, rojo { $percent } %)
analysis-swap-move = intercambio
analysis-start-position = inicio
analysis-caption = Jugada { $ply } ({ $last }) · juega el { $color }
analysis-caption-over = Jugada { $ply } ({ $last }) · ha ganado el { $color }
analysis-deleted = Esa jugada y las variantes que la siguen se han borrado.
analysis-chance = La CPU: la probabilidad del rojo aquí es del { $percent } % ({ $playouts ->
    [one] { $playouts } simulación
   *[other] { $playouts } simulaciones
}). Cuanto más verde una casilla, más ha buscado allí. Sus mejores jugadas, con la probabilidad del rojo tras cada una:
analysis-engine-move = { $rank }. { $cell }: rojo { $percent } %
analysis-line = La línea que espera: { $moves }
analysis-swap-map = El mapa del intercambio de este tablero: el número de cada casilla es la probabilidad del rojo, en porcentaje, tras una primera piedra allí, una vez que el azul ha decidido si intercambia (el azul intercambia donde la probabilidad del rojo pasaría del 50 %). Cuanto más verde una casilla, más justa la piedra. Calculado una vez por la CPU, con { $playouts } simulaciones por piedra. Las primeras piedras más justas: { $cells }
analysis-swap-map-stone = { $cell } (rojo { $percent } %)
analysis-proved-wins = Demostrado por el resolvedor: el { $color } gana desde aquí. { $count ->
    [one] La piedra ganadora: { $cells }.
   *[other] Las piedras ganadoras ({ $count }): { $cells }.
}
analysis-proved-wins-one = Demostrado por el resolvedor: el { $color } gana desde aquí, y { $cells } es una piedra ganadora.
analysis-proved-loses = Demostrado por el resolvedor: el { $winner } gana juegue lo que juegue el { $color }.
diagram = Diagrama de { $player }: { $board }, jugada { $ply }.
diagram-bad-mark = "{ $text }" no es una casilla de { $board } que se pueda marcar. No se publicó nada.
diagram-too-many-marks = Se pueden marcar como mucho { $max } casillas (de la A a la Z). No se publicó nada.
diagram-nothing-in-message = Este mensaje no contiene ninguna posición de Hex que dibujar: ni lista de jugadas (como e5 d4 c3), ni archivo SGF, ni enlace a HexWorld o a una de nuestras partidas. No se publicó nada.
challenge-form-title = Retar a { $name } a Hex
challenge-form-size = Tamaño del tablero, de { $min } a { $max }
challenge-form-variant = Hex o Rex (opcional)
challenge-form-swap = Regla de intercambio (opcional)
challenge-form-timer = Tiempo por jugada (opcional)
challenge-form-first = Quién juega con rojo: me, them o random
challenge-form-bad = «{ $text }» no vale ahí; escribe uno de { $expected }. No se hizo ningún reto.
analysis-shared = { $player } comparte una posición de un tablero de análisis: { $board }, jugada { $ply }.
analysis-shared-moves = Jugadas: { $moves }
analysis-shared-caption = Jugada { $ply } · juega el { $color }
analysis-stale = Ese botón es de una jugada que ya no está en este tablero. No se ha cambiado nada.
analysis-gone = Ese tablero de análisis ya no se guarda (cada jugador guarda sus 20 más recientes). Abre uno nuevo con /hex-study analyze.
analysis-not-yours = Ese tablero de análisis es de otra persona. Abre el tuyo con /hex-study analyze.
analysis-raced = El tablero cambió en el mismo momento (otra pulsación llegó antes). No se ha cambiado nada; inténtalo de nuevo.
analysis-too-many-moves = Como mucho 40 jugadas a la vez. No se ha cambiado nada.
analysis-bad-move = "{ $text }" (palabra { $number }) no es una jugada: escribe casillas como e5, o swap. No se ha cambiado nada.
analysis-illegal-move = { $text } (jugada { $number }) no se puede jugar ahí: la casilla está ocupada o fuera del tablero, o el intercambio no está abierto. No se ha cambiado nada.
analysis-tree-full = Este tablero guarda como mucho { $max } jugadas. Borra antes una variante. No se ha cambiado nada.
analysis-delete-root = La posición inicial no se puede borrar.
analysis-one-source = Da un solo origen para el tablero: moves, sgf, link, game o piedras preparadas. No se ha abierto nada.
analysis-bad-stone = "{ $text }" no es una casilla para una piedra del { $color }. No se ha abierto nada.
analysis-bad-setup = Esa preparación no es una posición en la que se pueda jugar: { $detail }. No se ha abierto nada.
analysis-not-a-link = Ese no es un enlace que este tablero lea: da un enlace de tablero de HexWorld (https://hexworld.org/board/#…) o de una página de partida de este bot. No se ha abierto nada.
analysis-bad-import = No se ha podido leer ({ $where }): { $detail }. No se ha abierto nada.
analysis-at = línea { $line }, columna { $column }
analysis-at-move = jugada { $number } ({ $text }), { $place }
analysis-at-whole = la entrada entera
analysis-record-too-large = El registro adjunto ocupa más de 1 MiB, demasiado para un registro de partida. No se ha abierto nada.
analysis-record-unread = No se ha podido leer el registro adjunto (no llegó a tiempo, o no es un archivo de texto). No se ha abierto nada.
analysis-live-game = La CPU no analiza esta posición: es, o casi es, la posición de una partida que aún se está jugando. Puedes seguir explorándola a mano; cuando la partida termine, quedará libre para el análisis.
analysis-in-flight = La CPU aún está con tu última petición: una cada vez. No se ha cambiado nada.
analysis-busy = La CPU está ocupada con las jugadas de los jugadores ahora mismo, así que el análisis espera. Vuelve a pedirlo en un momento; no se ha cambiado nada.
analysis-moves-title = Jugar en el tablero de análisis
analysis-moves-label = Jugadas, de cada lado por turno (e5 d6 c7)
button-analysis-start = ⏮
button-analysis-back = ◀
button-analysis-forward = ▶
button-analysis-end = ⏭
button-analysis-sibling = Siguiente variante
button-analysis-play = Jugar
button-analysis-engine = CPU
button-analysis-share = Compartir
button-analysis-delete = Borrar jugada
button-analysis-web = Abrir en la web
button-hex-world = Abrir en HexWorld

# Fuera de los servidores (un mensaje directo, un grupo de mensajes directos, un servidor donde solo la persona instaló hexbot): lo que necesita un servidor se rechaza, diciendo por qué.
outside-leaderboard = Las clasificaciones pertenecen a un servidor, y esto no es un servidor donde hexbot esté instalado (un mensaje directo, un grupo de mensajes directos o un servidor que no lo ha añadido). Tu posición en las partidas jugadas fuera de los servidores está en /hex profile.
outside-config = La configuración de servidor necesita un servidor donde hexbot esté instalado; aquí las partidas usan los valores habituales, y las opciones de cada comando los cambian. Tus propias preferencias están en /hex settings.
outside-vacation = Las vacaciones detienen los plazos en días, y las partidas con plazo en días solo se juegan en servidores donde hexbot está instalado. Usa /hex vacation allí.
outside-tournament = Los torneos se celebran en servidores donde hexbot está instalado: allí cada partida tiene su propio hilo.
outside-thread = Aquí hexbot no puede crear hilos (esto no es un servidor donde esté instalado). Desafía sin thread: la partida se juega aquí mismo.
outside-day-clock = Las partidas con plazo en días necesitan un servidor donde hexbot esté instalado: aquí hexbot solo puede responder a comandos, así que no podría avisar días después a quien le toca jugar. Juega aquí sin plazo en días, o en un servidor.
profile-outside = Las partidas fuera de los servidores (mensajes directos, grupos, servidores sin hexbot) tienen clasificaciones propias:
profile-empty-outside = { $player } aún no tiene partidas clasificatorias fuera de los servidores.
profile-no-player-games-outside = { $player } aún no tiene partidas clasificatorias contra otros jugadores fuera de los servidores.

# Jugadas condicionales (`/hex plan`): privadas, nunca se muestran al rival.
plan-against-computer = La CPU responde en cuanto le toca, así que en una partida contra ella no hay nada que planear. No se planeó nada.
plan-your-move = Te toca jugar: haz primero esta jugada. Un plan responde a las próximas jugadas de tu rival.
plan-played = ({ $player } tenía planeada esta respuesta.)
plan-shown = Tu plan en esta partida, que tu rival nunca ve ({ $answers ->
    [one] una respuesta
   *[other] { $answers } respuestas
}): { $plan }. Añade líneas con /hex plan moves: u olvídalo con clear:true.
plan-saved = Guardado. Tu plan ({ $answers ->
    [one] una respuesta
   *[other] { $answers } respuestas
}): { $plan }. Cuando tu rival haga una de estas jugadas, tu respuesta se juega al instante; una jugada fuera del plan lo termina.
plan-none = No tienes ningún plan en esta partida. Planea respuestas con /hex plan moves: e5 f4; d6 d5 — la jugada de tu rival y luego la tuya; * e4 responde a cualquier otra jugada.
plan-cleared = Tu plan en esta partida se ha olvidado.
plan-empty = El plan no nombra ninguna jugada: escribe la jugada de tu rival y luego tu respuesta, como e5 f4; d6 d5 e7 c8. No se planeó nada.
plan-not-a-cell = «{ $text }» no es una casilla de este tablero. No se planeó nada.
plan-no-answer = La línea termina con { $cell } de tu rival sin respuesta. No se planeó nada.
plan-taken = { $cell } ya está ocupada donde la línea la jugaría. No se planeó nada.
plan-after-end = La partida habría terminado antes de { $cell }. No se planeó nada.
plan-too-many = Un plan admite como mucho { $max } respuestas. No se planeó nada.
plan-any-misplaced = * representa cualquier otra jugada de tu rival, en su lugar al final de una línea, seguida de tu respuesta: d6 d5; * e4. No se planeó nada.
plan-played-direct = Tu plan respondió a { $their } con { $cell } en { $game }. { $left ->
    [0] Tu plan se ha agotado.
    [one] Queda una respuesta en tu plan.
   *[other] Quedan { $left } respuestas en tu plan.
} Le toca a { $opponent }.
premove-saved = En cola: { $cell }, que se juega por ti en cuanto tu rival haya jugado, salvo que su jugada ocupe la casilla. Una nueva prejugada la sustituye; /hex plan clear:true la anula.
premove-shown = Tu prejugada en esta partida, que tu rival nunca ve: { $cell }. Se juega en cuanto tu rival haya jugado, salvo que su jugada ocupe la casilla.
premove-none = No tienes ninguna prejugada en esta partida. Pon en cola tu próxima jugada con /hex plan moves: e5 — se juega en cuanto tu rival haya jugado.
premove-only-one = En una partida en vivo pones en cola una jugada para tu próximo turno (una prejugada): /hex plan moves: e5. Las líneas de respuestas son para partidas con plazo en días. No se planeó nada.
premove-played = ({ $player } tenía esta jugada en cola.)
plan-input-title = Tu plan (privado)
plan-input-label = Su jugada y luego la tuya (vacío: ver)
