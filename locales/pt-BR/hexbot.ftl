# hexbot: catálogo em português do Brasil.
# O vocabulário segue as páginas de regras: tabuleiro, hexágono, peça, lado, borda, corrente,
# ponte, regra de troca (botão Troca), vermelho e azul, jogada, vez.
# As mensagens falam de cores, nunca de direções: o tabuleiro pode aparecer girado.

## refusals (shown privately)
no-game-here = Não há partida neste canal. Comece uma com /hex challenge ou /hex ai.
channel-busy = Este canal já tem uma partida ou um desafio em aberto. Termine-o primeiro ou jogue em outro canal.
challenge-self = Você não pode desafiar a si mesmo. Para jogar sozinho, experimente /hex ai.
too-many-challenges = Você já tem { $limit } desafios em aberto neste servidor, o máximo de uma vez. Retire um ou espere uma resposta primeiro.
thread-not-allowed = Você não pode criar tópicos neste canal, então o desafio não pode ter um tópico próprio. Desafie sem thread ou peça a um moderador.
thread-bot-not-allowed = Eu não posso criar tópicos neste canal, então o desafio não pode ter um tópico próprio. Desafie sem thread ou peça a um moderador que me permita.
challenge-bot = { $user } é uma conta de bot e não pode jogar. Jogue contra o computador com /hex ai.
size-out-of-range = O tamanho do tabuleiro deve ser de { $min } a { $max }, não { $size }.
no-open-challenge = Não há desafio em aberto neste canal.
not-challenged = Só { $user } pode responder a este desafio.
not-challenger = Só { $user }, que fez este desafio, pode retirá-lo.
challenge-pending = O desafio ainda não foi aceito.
not-a-player = Você não está jogando nesta partida.
not-your-turn = Agora quem joga é { $player } ({ $color }).
hint-rated = Dicas não são permitidas em partidas valendo rating entre jogadores.
hint-confirm = Mostrar a dica? Esta partida contra o computador deixará de valer para o ranking contra o computador, e o registro dirá que você usou dicas.
hint-in-flight = Sua última dica ainda está sendo calculada: uma dica de cada vez. Nada foi alterado.
hint-busy = O computador está ocupado com as jogadas dos jogadores agora, então as dicas esperam. Peça de novo daqui a pouco; nada foi alterado.
render-busy = O bot está desenhando outros replays e análises no momento. Tente de novo daqui a um minuto; nada foi alterado.
computer-thinking = O computador está pensando; a jogada dele vem num instante.
computer-games-per-user = Você já joga { $limit ->
    [one] uma partida
   *[other] { $limit } partidas
} contra o computador, o máximo de uma vez. Termine ou abandone uma primeiro.
computer-games-per-server = Este servidor já tem { $limit } partidas contra o computador em andamento, o máximo de uma vez. Tente de novo quando uma terminar.
computer-busy = O computador tem jogadas demais para pensar agora. Tente de novo daqui a pouco; nada foi jogado.
bad-cell = "{ $text }" não é um hexágono deste tabuleiro ({ $reason }).
occupied = O hexágono { $cell } já está ocupado.
swap-off = A regra de troca está desligada nesta partida.
swap-not-now = A troca só é possível como resposta do azul à primeira peça do vermelho.
game-over = Esta partida já terminou.
already-moved = Essa jogada já foi feita.
stale-button = Esse botão é de uma posição anterior; a partida já andou. Use o tabuleiro mais recente.
unknown-button = Esse botão não é meu, ou a partida dele não existe mais.
move-needs-cell = Digite um hexágono, como e5.
not-moderator = Só quem pode gerenciar mensagens pode cancelar uma partida.
not-set-aside = A partida #{ NUMBER($game, useGrouping: "false") } não é uma partida posta de lado neste servidor. Para cancelar uma partida em andamento, use /hex abort no canal dela.
config-not-moderator = Só quem pode gerenciar o servidor pode mudar as configurações dele; /hex config sem opções as mostra a qualquer um.
nothing-to-confirm = Não há desistência para confirmar. Use /hex resign primeiro.
no-rematch = Não há partida terminada neste canal para pedir revanche.
rematch-not-player = Só os jogadores da última partida podem pedir revanche.
claim-has-timer = Esta partida tem tempo por jogada: o computador joga por quem está ausente, então não há vitória a reivindicar.
claim-own-turn = A vez é sua; só quem está esperando o outro pode reivindicar a vitória.
claim-too-early = { $player } está sem jogar há menos de { $idle }; você pode reivindicar a vitória daqui a { $remaining }.
claim-vs-computer = O computador nunca deixa você esperando; não há nada a reivindicar.
claim-opponent-moved = { $player } já jogou depois que este botão apareceu; não há nada a reivindicar, e a partida continua.
leaderboard-empty = Ainda não há partidas ranqueadas neste servidor.
computer-leaderboard-empty = Ainda não há partidas ranqueadas contra o computador neste servidor.
leaderboard-page-empty = A página { $page } do ranking está vazia (ele tem { $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
}).
profile-empty = { $player } ainda não tem partidas ranqueadas neste servidor.
# Why a typed cell is not one: the reason of bad-cell.
cell-malformed = escreva uma letra e um número, como e5
cell-row-zero = as fileiras começam em 1
cell-column-off = a coluna { $column } não existe em { $board }
cell-row-off = a fileira { $row } não existe em { $board }
cell-off-board = ele não existe em { $board }

## challenges
challenge-issued = { $challenger } desafia { $opponent } para uma partida de { $variant } em { $board } ({ $details }). { $goal } { $first } { $opponent }: aceite ou recuse em até { $minutes }.
challenge-accepted = { $opponent } aceitou o desafio. { $seats }
rematch-accepted = { $opponent } aceitou a revanche. { $seats }
first-red = { $red } joga com o vermelho e começa.
first-drawn = Quem joga com o vermelho já foi sorteado; isso é revelado quando { $opponent } aceitar.
goal-hex = Vence quem ligar primeiro os seus dois lados com uma corrente.
goal-rex = No Rex, quem completa uma corrente entre os seus dois lados perde.
seats-hex = { $red } joga com o vermelho e vence ligando os dois lados vermelhos; { $blue } joga com o azul e vence ligando os dois lados azuis.
seats-rex = { $red } joga com o vermelho e deve evitar ligar os dois lados vermelhos; { $blue } joga com o azul e deve evitar ligar os dois lados azuis. No Rex, quem completa uma corrente entre os seus dois lados perde.
challenge-declined = { $opponent } recusou o desafio de { $challenger }.
challenge-withdrawn = { $challenger } retirou o desafio feito a { $opponent }.
challenge-expired = O desafio de { $challenger } para { $opponent } expirou sem resposta.
expiry-gave-up = Não foi possível encerrar o desafio depois de { $tries } tentativas (o bot não consegue gravar no banco de dados). Ele continua aberto: aceite, recuse ou retire o desafio.
details-swap-on = troca: { $form }
details-swap-off = sem troca
details-timer = { $secs } s por jogada
details-no-timer = sem limite de tempo
details-rated = vale para o ranking
details-list = { $swap }, { $timer }, { $rated }
config-shown = Configurações deste servidor para novas partidas: { $variant } em { $board }; troca: { $swap }; tempo por jogada: { $timer }; revanches: { $rematch }; imagem do tabuleiro: { $orientation }. Os comandos sem essas opções usam estas.
config-changed = Salvo. As configurações deste servidor para novas partidas agora são: { $variant } em { $board }; troca: { $swap }; tempo por jogada: { $timer }; revanches: { $rematch }; imagem do tabuleiro: { $orientation }.
config-rematch-alternate = começa o outro jogador
config-rematch-same = começa o mesmo jogador
swap-form-off = desligada
swap-form-mirror = espelhada
swap-form-seat = troca de lugar
orientation-normal = normal (larga)
orientation-rotated = girada 90° (alta, para celular)
settings-shown = Suas configurações: imagem dos tabuleiros mostrados só para você: { $orientation }. Mude com /hex settings.
settings-changed = Salvo: imagem dos tabuleiros mostrados só para você: { $orientation }.

## games
ai-game-started = { $player } joga contra o computador ({ $level }) uma partida de { $variant } em { $board }. { $seats }
rematch-started = Revanche: { $seats }
rematch-offered = { $challenger } oferece uma revanche a { $opponent }: { $variant } em { $board } ({ $details }), e desta vez { $red } joga com o vermelho. { $goal } { $opponent }: aceite ou recuse em até { $minutes }.
moved = { $player } ({ $color }) jogou em { $cell }.
swapped-mirror = { $player } trocou: a peça vermelha saiu de { $from } e uma peça azul foi colocada em { $to }, o hexágono espelhado. A vez é do vermelho.
swapped-mirror-diagonal = { $player } trocou: a peça vermelha em { $cell } está na diagonal longa, então fica no mesmo hexágono e passa a ser azul. A vez é do vermelho.
swapped-seat = { $player } trocou de lugar e agora joga com o vermelho, ficando com a peça em { $cell }; { $other } passa a jogar com o azul e tem a vez.
rematch-alternates = As cores se alternam: desta vez { $red } começa, com o vermelho.
rematch-same-starter = Quem começa não muda: { $red } começa de novo, com o vermelho.
swap-note-off = Troca desligada: o azul responde à primeira peça do vermelho com uma peça sua.
swap-note-easy = Troca desligada: no nível fácil se joga sem a regra de troca.
swap-note-mirror = Troca: espelhada. O azul pode responder à primeira peça do vermelho trocando: a peça vermelha é substituída por uma azul no hexágono espelhado (linha e coluna trocadas), e a vez é do vermelho.
swap-note-seat = Troca: de lugar. O azul pode responder à primeira peça do vermelho trocando de lugar: os jogadores trocam de cor, a peça fica, e a vez é do novo azul.
computer-thinks = O computador está pensando…
timed-out = O tempo de { $player } acabou, então o computador ({ $level }) jogou em { $cell } no lugar dessa pessoa. Até { $player } voltar a jogar, o computador faz cada jogada dela quando o tempo acabar.
computer-gave-up = O computador não conseguiu fazer a jogada depois de { $tries } tentativas (o bot não consegue gravar no banco de dados). A partida fica esperando; ela continua quando o bot reiniciar, ou alguém da moderação pode cancelá-la com /hex abort.
abandoned-gave-up = Não foi possível encerrar a partida contra o computador abandonada pelo jogador depois de { $tries } tentativas (o bot não consegue gravar no banco de dados). Ela continua aberta por enquanto; termina quando o bot reiniciar, ou alguém da moderação pode cancelá-la com /hex abort.
timed-out-swap = O tempo de { $player } acabou, então o computador ({ $level }) escolheu a troca no lugar dessa pessoa. Até { $player } voltar a jogar, o computador faz cada jogada dela quando o tempo acabar.
timed-out-again = O tempo acabou de novo: o computador jogou por { $player } em { $cell }.
player-returned = Que bom ter você de volta, { $player }: seu lugar é seu outra vez.
won-by-connection = { $winner } ({ $color }) ligou os dois lados { $side } e venceu!
lost-by-connection = { $loser } ({ $color }) ligou os dois lados { $side } e perde, porque no Rex quem liga os seus lados perde: { $winner } ({ $winner-color }) venceu!
won-by-resignation = { $loser } desistiu; { $winner } ({ $color }) venceu.
claim-offered = { $player } está sem jogar há { $idle }. { $other } ({ $color }) já pode reivindicar a vitória: toque em “Reivindicar vitória” ou use /hex claim. Se { $player } jogar antes, a partida continua.
won-by-claim = { $loser } ficou { $idle } sem jogar; { $winner } ({ $color }) reivindica a vitória.
aborted = { $moderator } cancelou a partida. Ela não vale para o ranking.
aborted-early = { $player } cancelou a partida antes da segunda peça. Não há vencedor, e ela não vale para o ranking.
abort-too-late = Os dois já colocaram uma peça, então a partida não pode mais ser cancelada: você pode desistir, ou um moderador pode encerrá-la.
set-aside-list = Estas partidas não carregam mais e foram postas de lado (os canais delas estão livres): { $games }. Alguém da moderação pode cancelar uma com /hex abort game:<número>.
set-aside-item = #{ NUMBER($game, useGrouping: "false") } em { $channel }
set-aside-aborted = { $moderator } cancelou a partida #{ NUMBER($game, useGrouping: "false") }, que tinha sido posta de lado. Ela não vale para o ranking.
abandoned-vs-computer = { $player } ficou { $idle } sem jogar, então a partida contra o computador termina aqui, sem valer para o ranking. O canal está livre para uma nova partida.
unrated = Esta partida não vale para o ranking: o computador fez mais de { $limit } jogadas por { $player }.
unrated-never-moved = Esta partida não vale para o ranking: { $player } nunca jogou por conta própria; o computador jogou por essa pessoa todas as vezes.
rating-change = { $player }: { $before } → { $after } ({ $delta }).
confirm-resign = Quer mesmo desistir desta partida? Aperte “{ button-confirm }”.
computer-rating-change = { $player } contra o computador: { $before } → { $after } ({ $delta }).
show-board = O tabuleiro: { $red } (vermelho) contra { $blue } (azul).
shown-to-bystander = (Mostrado só para você: há uma partida neste canal e você não joga nela.)
public-answers-limited = (Mostrado só para você: você pediu { $count } respostas públicas em { $window } s. Poderá compartilhar de novo em { $wait } s.)

## captions under the board (one line)
caption-to-play = Jogada { $number } · joga { $player } ({ $color }) · última: { $last }
caption-first-move = { $player } ({ $color }) faz a primeira jogada
caption-to-play-rex = Jogada { $number } · joga { $player } ({ $color }); ligar os dois lados { $side } perde · última: { $last }
caption-first-move-rex = { $player } ({ $color }) faz a primeira jogada; ligar os dois lados { $side } perde
caption-result = { $winner } ({ $color }) vence { $reason } · { $moves }
caption-rex-loss = { $loser } ({ $color }) ligou os dois lados { $side } e perde — { $winner } ({ $winner-color }) vence · { $moves }
caption-aborted = Cancelada após { $moves }
reason-connection = por ligação
reason-rex-connection = porque o adversário ligou os seus dois lados (Rex)
reason-resignation = por desistência
reason-claim = por reivindicação, após a ausência longa do adversário
last-swap = troca

## the picture's description, read by screen readers (Discord's alt text)
alt-text = { $board }. { $caption }. { $red-stones } { $blue-stones }
alt-red-stones = { $count ->
    [0] Nenhuma peça vermelha.
    [one] Uma peça vermelha: { $cells }.
   *[other] { $count } peças vermelhas: { $cells }.
}
alt-blue-stones = { $count ->
    [0] Nenhuma peça azul.
    [one] Uma peça azul: { $cells }.
   *[other] { $count } peças azuis: { $cells }.
}
# The end of a list of cells cut short.
alt-more = e mais { $n }

## buttons and inputs
button-accept = Aceitar
button-decline = Recusar
button-withdraw = Retirar
button-swap = Troca
button-resign = Desistir
button-confirm = Confirmar desistência
button-move = Jogar
button-plan = Planejar
button-rematch = Revanche
button-rematch-same = Revanche, começa o mesmo
button-board = Mostrar tabuleiro
button-claim = Reivindicar vitória
button-review = Análise
button-show-hint = Mostrar a dica
move-input-title = Sua jogada
move-input-label = Hexágono, como e5

## leaderboard and profile
leaderboard-title = Ranking (página { $page } de { $pages })
computer-leaderboard-title = Ranking contra o computador (página { $page } de { $pages })
leaderboard-line = { $rank }. { $player } { $rating }{ $provisional } · { $wins }–{ $losses }
provisional = { " " }(provisório)
profile-title = { $player }: rating { $rating } ± { $deviation }{ $provisional }
profile-record = { $games }: { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, { $losses ->
    [0] { $losses } derrotas
    [one] { $losses } derrota
   *[other] { $losses } derrotas
} ({ $streak }).
streak-won = { $n ->
    [one] venceu a última partida
   *[other] { $n } vitórias seguidas
}
streak-lost = { $n ->
    [one] perdeu a última partida
   *[other] { $n } derrotas seguidas
}
streak-none = nenhuma partida terminada ainda
profile-no-player-games = { $player } ainda não tem partidas ranqueadas contra outros jogadores neste servidor.
profile-computer = Contra o computador: rating { $rating } ± { $deviation }{ $provisional } · { $wins }–{ $losses }
profile-best-win = Melhor vitória: contra { $opponent } ({ $rating }).
profile-recent = Recentes: { $games }
profile-plot-caption = Rating ao longo do tempo: { $ladders }
profile-plot-both = linha cheia, partidas entre jogadores; linha verde tracejada, partidas contra o computador
profile-plot-players = partidas entre jogadores
profile-plot-computer = partidas contra o computador (linha verde tracejada)
profile-plot-alt = Um gráfico do rating após cada uma de { $games }, da mais antiga à mais recente.
recent-won = V { $opponent }
recent-lost = D { $opponent }
recent-unfinished = – { $opponent }
# The computer in a seat, where its colour follows in parentheses.
computer-name = o computador
# The computer with its level, where nothing follows in parentheses (records, profiles).
computer-with-level = o computador ({ $level })

## pieces of other messages: colours, levels, counts and sizes
color-red = vermelho
color-blue = azul
# "os dois lados vermelhos"
side-red = vermelhos
side-blue = azuis
level-easy = Fácil
level-medium = Médio
level-hard = Difícil
board = um tabuleiro { $size }×{ $size }
moves = { $n ->
    [0] { $n } jogadas
    [one] { $n } jogada
   *[other] { $n } jogadas
}
minutes = { $n ->
    [0] { $n } minutos
    [one] { $n } minuto
   *[other] { $n } minutos
}
hours = { $n ->
    [0] { $n } horas
    [one] { $n } hora
   *[other] { $n } horas
}
rated-games = { $n ->
    [0] { $n } partidas ranqueadas
    [one] { $n } partida ranqueada
   *[other] { $n } partidas ranqueadas
}
hours-minutes = { $h } h { $m } min

## game records: history and export
no-such-game = Não existe a partida #{ NUMBER($game, useGrouping: "false") } neste servidor.
never-played = A partida #{ NUMBER($game, useGrouping: "false") } é um desafio que nunca foi jogado; não há nada para exportar.
history-title = Partidas recentes de { $player }:
history-empty = { $player } ainda não tem partidas neste servidor.
history-line = #{ NUMBER($game, useGrouping: "false") } · { $date } · { $result } contra { $opponent } · { $variant } { $size }×{ $size } · { $moves }
history-won = vitória
history-lost = derrota
history-aborted = partida cancelada
history-ended-idle = encerrada, não continuada a tempo
history-playing = em andamento
export-title = Partida #{ NUMBER($game, useGrouping: "false") }, { $date }: { $red } com o vermelho contra { $blue } com o azul, { $variant } em { $board } · { $result }
export-result = { $winner } ({ $color }) venceu { $reason }
export-aborted = cancelada
export-playing = em andamento
export-moves = Jogadas: { $moves }
export-no-moves = nenhuma
export-file = O registro SGF (para o HexGui e outros programas de Hex) está anexado como { $file }.
review-not-finished = A partida #{ NUMBER($game, useGrouping: "false") } não terminou; só partidas terminadas podem ser analisadas.
review-progress = Analisando… { $percent }%
review-title = Análise da partida #{ NUMBER($game, useGrouping: "false") }: { $red } de Vermelho contra { $blue } de Azul · { $result }
review-summary = **{ $player }**: { $moves }; em média { $average }% da chance de vitória perdidos por jogada; { $serious ->
        [one] um erro grave
       *[other] { $serious } erros graves
    } (jogadas que custam { $threshold }% ou mais)
review-mistake = · jogada { NUMBER($number, useGrouping: "false") }, { $cell }: { $before }% → { $after }%; o computador prefere { $best } (a peça clara em { $file })
review-no-mistakes = · nenhuma jogada custosa
review-budget = O computador examinou cada posição com { $playouts } simulações.
review-caption = Chance de vitória do Vermelho após cada jogada (na faixa vermelha o Vermelho está à frente, na azul o Azul); circuladas: as maiores viradas, jogadas { $swings }
review-alt = Um gráfico da chance de vitória do Vermelho ao longo de { $moves }: { $start }% no início, { $end }% no fim; as maiores viradas nas jogadas { $swings }.
with-hints = { $result } (com dicas)
hint-title = A visão do computador para { $player } ({ $color }), com { $playouts ->
    [one] { $playouts } simulação
   *[other] { $playouts } simulações
}: quanto mais verde a casa, mais ele a estudou. Suas melhores jogadas:
hint-move = { $rank }. { $cell }: { $percent }% de chance de vencer
hint-proved-win = Provado pelo resolvedor: o { $color } vence a partir daqui, e { $cell } é uma peça vencedora.
hint-proved-loss = Provado pelo resolvedor: o { $color } perde a partir daqui, seja qual for a peça que jogar, contra o melhor jogo. A tentativa mais resistente do computador: { $cell }.
hint-swap-yes = Aqui você também pode trocar, e o computador trocaria.
hint-swap-no = Aqui você também pode trocar, mas o computador não trocaria.
hint-assisted = A partida agora está marcada no registro como jogada com dicas.
hint-assisted-unrated = A partida agora está marcada no registro como jogada com dicas e não conta mais para o ranking contra o computador.
replay-never-played = A partida #{ NUMBER($game, useGrouping: "false") } é um desafio que nunca foi jogado; não há nada para rever.
replay-title = Replay da partida #{ NUMBER($game, useGrouping: "false") }: { $red } de vermelho contra { $blue } de azul, { $variant } em { $board }, { $moves } · { $result }

## rules
rules =
    { "**" }Hex** se joga num tabuleiro em forma de losango feito de hexágonos. Dois lados opostos são vermelhos e os outros dois azuis; cada hexágono de canto toca um lado vermelho e um azul e conta para os dois. O vermelho começa e depois se joga alternadamente, colocando uma peça em qualquer hexágono vazio; não existe passar a vez, e as peças não se movem nem são capturadas. O vermelho tenta ligar os dois lados vermelhos com uma corrente sem interrupções, e o azul os dois lados azuis. Vence quem completar primeiro a sua corrente, e um tabuleiro cheio sempre tem exatamente um vencedor: não há empate.
    { "**" }Ponte:** duas peças da mesma cor com dois hexágonos vazios entre elas, vizinhos das duas, valem como ligadas: se o adversário ocupar um desses hexágonos, ocupe o outro.
    { "**" }Ligação com a borda:** uma peça na segunda fileira a partir do seu lado já está ligada a ele (uma ponte até a borda); na terceira fileira também, se a área diante dela estiver vazia (o zigurate).
    { "**" }Regra de troca:** jogar primeiro é uma grande vantagem, por isso, uma única vez, logo depois da primeira peça vermelha, o azul pode dizer Troca em vez de jogar. Troca espelhada (a forma habitual): a peça vermelha sai e uma peça azul vai para o hexágono espelhado em relação à diagonal longa (fileira 2, coluna 5 vira fileira 5, coluna 2); a vez volta para o vermelho. Troca de lugar (regra da casa): os jogadores trocam de cor, a peça fica onde está, quem trocou passa a jogar com o vermelho e o outro, agora azul, tem a vez. Nos dois casos o vermelho deve abrir com uma jogada nem forte nem fraca demais. Contra o computador a troca fica desligada no Fácil e ligada no Médio e no Difícil; nos desafios entre dois jogadores fica ligada, salvo se o desafio disser outra coisa. Quando o computador é o azul no Hex, ele troca se a primeira peça vermelha não estiver numa borda.
    { "**" }Rex** inverte o objetivo: quem liga os seus dois lados perde. Peça /hex rules variant:rex para saber mais.
    Comandos: /hex move e5, /hex swap, /hex resign, /hex board, /hex ai, /hex challenge.
rules-rex =
    { "**" }Rex** (Hex invertido, ou Hex misère) usa o tabuleiro, as peças e a ordem de jogadas do Hex, mas inverte o objetivo: quem completa uma corrente entre os seus dois lados perde. O vermelho deve evitar ligar os dois lados vermelhos, e o azul os dois lados azuis; você vence quando o adversário é forçado a ligar os dele. Como no Hex, os hexágonos de canto contam para os dois lados.
    Não há empate: o tabuleiro não pode se encher sem que alguém ligue os seus lados, e como não existe passar a vez, quem só tiver hexágonos que completam a sua corrente precisa jogar num deles e perde. A corrente que perdeu aparece riscada na imagem final (escura, hachurada e com um X), nunca dourada.
    { "**" }Como jogar:** em vez de correr pelo tabuleiro, espalhe peças separadas umas das outras e guarde jogadas seguras, para que o adversário fique sem elas primeiro.
    { "**" }Regra de troca:** as mesmas duas formas do Hex (espelhada ou de lugar), ligada e desligada como no Hex. Mas no Rex uma peça jogada cedo pode atrapalhar tanto quanto ajudar, então decidir se vale a pena trocar é outra questão: a regra da borda que o computador segue no Hex não vale aqui, e no Rex o computador decide por conta própria se troca.
    Comece uma partida com /hex challenge variant:rex ou /hex ai variant:rex; os comandos são os do Hex.

## Discord: what the bot says of its own
sorry = Algo deu errado do meu lado. Tente de novo, por favor.
file-too-large = ({ $name } é grande demais para anexar aqui.)
thread-name = { $challenger } x { $opponent }

## Discord: the /hex command (names stay English; descriptions and choices are translated)
cmd-hex = Jogue Hex (ou Rex) neste canal
cmd-challenge = Desafie alguém para uma partida neste canal
cmd-challenge-opponent = Quem você quer enfrentar
cmd-challenge-size = Tamanho do tabuleiro, de { $min } a { $max } (padrão: o do servidor, senão 11)
cmd-challenge-variant = Hex ou Rex (padrão: o do servidor, senão Hex)
cmd-challenge-swap = A regra de troca: desligada, espelhada ou de lugar (padrão: a do servidor, espelhada)
cmd-challenge-timer = Tempo por jogada: 30 ou 60 s (o computador joga por você) ou dias (você perde por tempo)
cmd-challenge-first = Quem faz a primeira jogada e fica com o vermelho (padrão: eu)
cmd-challenge-thread = Jogar num tópico novo com o nome dos jogadores
cmd-challenge-orientation = Como o tabuleiro aparece: normal, ou girado para celular (padrão: o do servidor)
cmd-ai = Jogue contra o computador
cmd-ai-level = A força do computador (padrão: médio)
cmd-ai-size = Tamanho do tabuleiro, de { $min } a { $max } (padrão: o do servidor, senão 11)
cmd-ai-variant = Hex ou Rex (padrão: o do servidor, senão Hex)
cmd-ai-first = Quem faz a primeira jogada e fica com o vermelho (padrão: eu)
cmd-ai-orientation = Como o tabuleiro aparece: normal, ou girado para celular (padrão: o do servidor)
cmd-ai-timer = Um prazo em dias: dias por jogada (padrão: sem limite)
cmd-move = Coloque uma peça
cmd-move-cell = O hexágono: uma letra e um número, como e5
cmd-swap = Troca: fique com a primeira peça do adversário, como resposta do azul à primeira jogada
cmd-resign = Desista da partida deste canal (pede confirmação)
cmd-board = Mostre de novo o tabuleiro da partida deste canal
cmd-board-private = Mostre só para mim, girado como dizem minhas /hex settings
cmd-leaderboard = Os melhores jogadores deste servidor
cmd-leaderboard-page = Página (padrão: 1)
cmd-leaderboard-kind = Qual ranking: partidas entre dois jogadores (padrão), contra o computador ou problemas
cmd-profile = Rating, retrospecto e partidas recentes de um jogador
cmd-profile-user = De quem é o perfil (padrão: o seu)
cmd-history = Partidas recentes de um jogador: resultado, adversário, tamanho, variante e data
cmd-history-user = De quem são as partidas (padrão: as suas)
cmd-export = Baixe uma partida em SGF (para o HexGui e outros programas de Hex) com a lista de jogadas
cmd-export-game = O número da partida, como o /hex history mostra (#12 é 12)
menu-draw-position = Desenhar posição de Hex
menu-challenge-member = Desafiar para Hex
cmd-study = Estude Hex: tabuleiro de análise, diagramas, análises e replays de partidas, problemas
cmd-review = Análise de uma partida terminada pelo computador: gráfico das chances e jogadas mais custosas
cmd-review-game = O número da partida, como o /hex history mostra (#12 é 12)
cmd-hint = A visão do computador da sua posição, só para você (a partida contra ele deixa de valer)
cmd-replay = Reveja uma partida como animação, jogada a jogada
cmd-replay-game = O número da partida, como o /hex history mostra (#12 é 12)
cmd-rules = Como jogar Hex e Rex
cmd-rules-variant = Hex (padrão) ou Rex
cmd-abort = Encerre a partida deste canal sem resultado (moderadores)
cmd-abort-game = Número de uma partida posta de lado por não carregar (sem ele: a deste canal)
cmd-claim = Reivindique a vitória quando seu adversário ficar muito tempo sem jogar
cmd-config = As configurações deste servidor para novas partidas (mudá-las exige Gerenciar servidor)
cmd-config-size = Tamanho do tabuleiro das novas partidas, de { $min } a { $max }
cmd-config-variant = Hex ou Rex
cmd-config-swap = A regra de troca: desligada, espelhada ou de lugar (o nível fácil é sempre sem troca)
cmd-config-timer = Tempo por jogada nas partidas entre dois jogadores
cmd-config-rematch = Quem começa a revanche
cmd-config-orientation = Como aparecem os tabuleiros das novas partidas
cmd-config-vacation = Dias de férias que cada membro pode tirar por ano (de 0 a 30)
cmd-config-tournaments = Quantos torneios podem estar abertos ao mesmo tempo neste servidor (de 1 a 10)
cmd-settings = Suas próprias configurações
cmd-settings-orientation = Como aparecem os tabuleiros mostrados só para você
cmd-settings-notify = Como você fica sabendo que é sua vez numa partida com prazo em dias
cmd-games = Suas partidas em andamento em todos os servidores, primeiro as que esperam por você
cmd-games-page = Qual página da lista
cmd-vacation = Suas férias: os relógios das suas partidas neste servidor ficam parados
cmd-vacation-action = Mostrar, começar ou terminar (padrão: mostrar)
cmd-plan = Respostas planejadas às jogadas do rival (dias por jogada), ou sua próxima jogada na fila (ao vivo)
cmd-plan-moves = A jogada dele, depois a sua: e5 f4; d6 d5; * e4 (* é qualquer outra). Ao vivo: um hexágono
cmd-plan-clear = Esquecer seu plano nesta partida
choice-notify-mention = me mencionar
choice-notify-dm = mensagem direta
choice-notify-off = desligado
choice-vacation-status = mostrar
choice-vacation-start = começar
choice-vacation-end = terminar
choice-variant-hex = Hex (ligue seus lados para vencer)
choice-color-red = vermelho
choice-color-blue = azul
choice-variant-rex = Rex (ligue seus lados e você perde)
choice-timer-none = sem limite
choice-timer-thirty = 30 segundos
choice-timer-sixty = 60 segundos
choice-timer-one-day = 1 dia por jogada
choice-timer-two-days = 2 dias por jogada
choice-timer-three-days = 3 dias por jogada
choice-timer-seven-days = 7 dias por jogada
choice-challenge-first-challenger = eu
choice-challenge-first-opponent = meu adversário
choice-challenge-first-random = sorteio
choice-ai-first-you = eu
choice-ai-first-computer = o computador
choice-ai-first-alternate = alternado com minha última partida
choice-level-easy = fácil
choice-level-medium = médio
choice-level-hard = difícil
choice-swap-off = desligada
choice-swap-mirror = espelhada (a peça vai para o hexágono espelhado e vira azul)
choice-swap-seat = de lugar (os jogadores trocam de cor, a peça fica)
choice-rematch-alternate = começa o outro jogador
choice-rematch-same = começa o mesmo jogador
choice-orientation-normal = normal (largo)
choice-orientation-rotated = girado 90° (alto, para celular)
choice-ladder-players = partidas entre dois jogadores
choice-ladder-computer = contra o computador

## the terminal (hexbot local)
local-welcome = hexbot local: você é { $name }. Digite help para ver os comandos e quit para sair.
local-help =
    Digite os comandos de barra do bot como texto (o /hex, /hex-study ou /hex-tournament do começo é opcional):
      /hex ai [level:easy|medium|hard] [size:{ $min }-{ $max }] [variant:hex|rex] [first:you|computer|alternate] [orientation:normal|rotated] [timer:none|1d|2d|3d|7d]
      /hex challenge @NOME [size:N] [variant:hex|rex] [swap:on|off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [first:challenger|opponent|random] [orientation:normal|rotated]
      accept · decline · withdraw
      /hex move e5   (ou só e5) · swap · resign · confirm · board [private:yes] · rematch [starter:same] · claim · abort
      /hex leaderboard [kind:computer|puzzles] [page:N] · /hex profile [@NOME] · /hex history [@NOME] · /hex export game:ID · /hex-study review game:ID · hint · replay ID [ARQUIVO.gif] · rules [variant:hex|rex]
      /hex config [size:N] [variant:hex|rex] [swap:off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [rematch:alternate|same] [orientation:normal|rotated] [vacation:0-30] · /hex settings [orientation:normal|rotated] [notify:mention|dm|off]
      /hex games [page:N] · /hex vacation [start|end] · /hex plan [e5 f4; d6 d5; * e4|clear] · /hex-study puzzle [e5|hint|solution]
      /hex-study analyze [size:N] [moves: e5 swap d4 | game:ID [move:K] | file:ARQUIVO.sgf | link:URL | red:d4,e5 blue:c3 [to-move:red|blue]]
      /hex-study diagram (uma origem como em analyze) [orientation:normal|rotated] [marks:e5,d4]
      /hex-tournament create [format:swiss|round-robin|double-round-robin|knockout] [rounds:N] [rules:2025|2017] [size:N] [variant:hex|rex] [swap:…] [timer:…] [rated:yes|no] [max:N] NAME · /hex-tournament join|leave|start|standings|cancel|withdraw|export [ID] · channel N
      1, 2, ...      aperta o botão numerado mostrado depois do último tabuleiro ("3 e5" para o botão Jogar)
      as NOME: ...   age como outro usuário (simulado), por exemplo "as bob: accept"
      help · quit
local-say-what = diga o que o usuário faz depois de "as NOME:", por exemplo "as bob: accept"
local-as-form = escreva "as NOME: comando", por exemplo "as bob: accept"
local-as-needs-name = "as NOME:" precisa de um nome
local-no-options = este comando não aceita a opção "{ $option }"
local-unknown-option = opção desconhecida "{ $option }" (este comando conhece { $known })
local-needs-value = a opção "{ $option }" precisa de um valor, por exemplo { $option }:…
local-bad-value = { $option }:{ $value } não é um valor aceito por esta opção; digite help para ver a lista
local-extra-word = "{ $command }" não aceita "{ $word }"
local-say-whom = diga quem você quer desafiar: /hex challenge @bob
local-say-cell = diga qual hexágono: /hex move e5
local-not-a-page = "{ $text }" não é um número de página
local-say-game = diga qual partida: /hex export game:12
local-say-replay = diga qual partida: replay 12 (e, se quiser, um nome de arquivo para salvar)
local-not-a-game = "{ $text }" não é um número de partida
local-unknown-command = comando desconhecido "{ $command }"; digite help para ver a lista
local-only-you = (só { $name } vê isto)
local-board-picture = imagem do tabuleiro: { $path }
local-saved = arquivo salvo: { $path }
local-cannot-read = não foi possível ler { $file }: { $error }
local-cannot-write = não foi possível gravar { $path }: { $error }
local-cannot-draw = (não foi possível desenhar o tabuleiro: { $error })
local-buttons = botões: { $choices }
local-no-buttons = não há botões para apertar
local-no-such-button = não existe o botão { $number } (só de 1 a { $count })
local-button-needs-cell = o botão { $number } ({ $label }) precisa de um hexágono: digite "{ $number } e5"
local-went-wrong = algo deu errado: { $error }
local-no-move = (nenhuma jogada do computador; seguindo adiante)
local-spinner = O computador está pensando… { $playouts ->
    [0] { $playouts } simulações
    [one] { $playouts } simulação
   *[other] { $playouts } simulações
}
# The letters of the stones on a board drawn without colours.
local-letter-red = V
local-letter-blue = A
local-legend-color = Vermelho { $red-stone } liga os dois lados vermelhos ({ $red-edge }), azul { $blue-stone } os dois lados azuis ({ $blue-edge })
local-legend-plain = { $red-stone } (vermelho) liga os dois lados vermelhos ({ $red-edge }), { $blue-stone } (azul) os dois lados azuis ({ $blue-edge }); < marca a última jogada, * e # a corrente vencedora
local-legend-color-rex = Rex: vermelho { $red-stone } deve evitar ligar os dois lados vermelhos ({ $red-edge }), azul { $blue-stone } os dois lados azuis ({ $blue-edge }); quem liga os seus lados perde, e { $lost } marca a corrente que perdeu
local-legend-plain-rex = Rex: { $red-stone } (vermelho) deve evitar ligar os dois lados vermelhos ({ $red-edge }), { $blue-stone } (azul) os dois lados azuis ({ $blue-edge }); quem liga os seus lados perde; < marca a última jogada, x a corrente que perdeu

## slow games: day clocks, "your move" notices, /hex games, vacations
details-day-clock = { $days ->
    [one] 1 dia por jogada
   *[other] { $days } dias por jogada
}
reason-time = por tempo, pois o relógio do adversário zerou
lost-on-time = { $loser } deixou o relógio zerar e perde por tempo: { $winner } ({ $color }) venceu!
time-ran-out-vs-computer = { $player } deixou o relógio zerar, então a partida contra o computador termina aqui, sem valer para o ranking. O canal está livre para uma nova partida.
your-move = { $player }, é sua vez contra { $opponent }: você tem { $left }.
your-move-reminder = { $player }, só resta um quarto do seu tempo: você tem { $left } para jogar contra { $opponent }. A partida: { $game }
your-move-direct = É sua vez contra { $opponent }: você tem { $left }. A partida: { $game }
clock-stands-still = O relógio está parado: { $player } está de férias até { $until }.
days-hours = { $days ->
    [one] 1 dia
   *[other] { $days } dias
} { $hours } h
days = { $n ->
    [0] { $n } dias
    [one] { $n } dia
   *[other] { $n } dias
}
live-timer-vs-computer = Contra o computador, a partida tem um prazo em dias (1, 2, 3 ou 7 dias por jogada) ou nenhum; ela nunca espera pelo computador.
day-clock-gave-up = Não foi possível processar o relógio da partida depois de { $tries } tentativas (o bot não consegue gravar no banco de dados). A partida fica esperando; ela continua quando o bot reiniciar, ou alguém da moderação pode cancelá-la com /hex abort.
claim-day-clock = Esta partida tem um prazo em dias: quando o relógio zera, quem está com a vez perde por tempo. Não há nada a reivindicar.
games-title = Suas partidas em andamento ({ $count }), primeiro as que esperam por você:
games-none = Você não tem partidas em andamento.
games-line-your-move = **Sua vez** · #{ NUMBER($number, useGrouping: "false") } contra { $opponent } · { $variant } em { $board } · { $clock } · { $game }
games-line-their-move = Aguardando { $opponent } · #{ NUMBER($number, useGrouping: "false") } · { $variant } em { $board } · { $clock } · { $game }
games-clock-left = tempo restante: { $left }
games-clock-still = relógio parado (férias) até { $until }
games-no-clock = sem relógio
games-page = Página { $page } de { $pages }.
button-previous = Anterior
button-next = Próxima
games-not-yours = Só dá para listar as suas próprias partidas: /hex games mostra as suas, só para você.
vacation-off = Você não está de férias neste servidor. Férias restantes este ano: { $left }. Tire férias com /hex vacation action:start.
vacation-on = Você está de férias neste servidor até { $until }: os relógios das suas partidas aqui estão parados. Férias restantes este ano: { $left }.
vacation-started = Suas férias começaram: os relógios das suas partidas neste servidor ficam parados até { $until }, ou até você encerrá-las com /hex vacation action:end. Férias restantes este ano: { $left }.
vacation-ended = Que bom ter você de volta: suas férias terminaram e os relógios das suas partidas aqui voltam a correr. Férias restantes este ano: { $left }.
vacation-already = Você já está de férias, até { $until }.
vacation-not-on = Você não está de férias neste servidor.
vacation-none-left = Você não tem mais dias de férias este ano neste servidor.
settings-notify = Quando é sua vez numa partida com prazo em dias: { $notify }.
notify-mention = você recebe uma menção no canal da partida
notify-dm = você recebe uma mensagem direta
notify-off = sem aviso
config-vacation-days = Férias que cada membro pode tirar por ano: { $days }.
config-open-tournaments = Torneios abertos ao mesmo tempo, no máximo: { $count }.

## Torneios (issue 33)
tournament-format-swiss = sistema suíço
tournament-format-round-robin = todos contra todos
tournament-format-double-round-robin = todos contra todos em dois turnos
tournament-format-knockout = eliminatória
tournament-needs-manager = Só membros que podem gerenciar este servidor podem criar, iniciar ou cancelar um torneio.
tournament-too-many = Este servidor já tem { $count } torneios abertos, o máximo ao mesmo tempo. Termine ou cancele um primeiro.
tournament-name-invalid = O nome de um torneio tem de 1 a 60 caracteres.
tournament-rounds-swiss-only = Só um torneio no sistema suíço aceita um número de rodadas: todos contra todos e eliminatória têm as rodadas de que seus jogadores precisam.
tournament-rounds-range = Um torneio no sistema suíço tem de 1 a 20 rodadas.
tournament-rules-swiss-only = Só um torneio no sistema suíço é emparceirado pelas regras holandesas da FIDE: todos contra todos e eliminatória têm suas próprias tabelas e chaves.
tournament-max-players-range = Um torneio aceita no máximo de 2 a 256 jogadores.
tournament-unknown = Não há torneio #{ NUMBER($id, useGrouping: "false") } neste servidor.
tournament-none-here = Nenhum torneio está aberto neste canal. Indique um pelo número (como 12 para #12).
tournament-already-joined = Você já está no torneio #{ NUMBER($id, useGrouping: "false") }.
tournament-full = O torneio #{ NUMBER($id, useGrouping: "false") } está cheio: { $max } jogadores.
tournament-not-open = O torneio #{ NUMBER($id, useGrouping: "false") } não aceita mais jogadores: já começou ou terminou.
tournament-not-joined = Você não está no torneio #{ NUMBER($id, useGrouping: "false") }.
tournament-too-few = O torneio #{ NUMBER($id, useGrouping: "false") } precisa de pelo menos { $min } jogadores para começar; tem { $count }.
tournament-not-running = O torneio #{ NUMBER($id, useGrouping: "false") } não está em andamento.
tournament-not-playing = Você não joga mais no torneio #{ NUMBER($id, useGrouping: "false") }.
tournament-created = { $user } criou o torneio **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): { $format }, { $variant } em { $board }, { $timer }, { $rated }, no máximo { $max } jogadores. Entre com /hex-tournament join; ele começa com /hex-tournament start.
tournament-pairing-rules = Emparceiramentos suíços pelas regras holandesas da FIDE de { $year }.
tournament-rated = vale para o ranking
tournament-unrated = não vale para o ranking
tournament-entrants = Jogadores ({ $count }): { $list }
tournament-no-entrants = Nenhum jogador ainda.
tournament-joined = { $user } entrou em **{ $name }** (#{ NUMBER($id, useGrouping: "false") }).
tournament-left = { $user } saiu de **{ $name }** (#{ NUMBER($id, useGrouping: "false") }).
tournament-started = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) começou: { $count } jogadores, { $rounds ->
    [one] 1 rodada
   *[other] { $rounds } rodadas
}.
tournament-round = Rodada { $round } de { $rounds } de **{ $name }** (#{ NUMBER($id, useGrouping: "false") }):
tournament-pairing = Mesa { $board }: { $red } (vermelho) contra { $blue } (azul)
tournament-bye-swiss = { $user } folga nesta rodada (1 ponto).
tournament-bye-idle = { $user } não joga nesta rodada.
tournament-bye-through = { $user } passa direto para a próxima rodada.
tournament-forfeit = Mesa { $board }: { $winner } vence por W.O. contra { $loser }.
tournament-forfeit-both = Mesa { $board }: { $red } e { $blue } desistiram; ninguém pontua.
tournament-game = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }), rodada { $round }, mesa { $board }: { $red } (vermelho) contra { $blue } (azul). Vermelho começa.
tournament-withdrawn = { $user } desistiu de **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): as partidas restantes são perdidas por W.O.
tournament-cancelled = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) foi cancelado por { $user }.
tournament-finished = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) terminou. Quem venceu foi { $user }. Parabéns!
tournament-finished-early = Pelas regras, nenhuma outra rodada de **{ $name }** pode ser emparceirada, então ele termina aqui.
tournament-standings-title = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): classificação após a rodada { $round } de { $rounds }
tournament-standings-none = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) ainda não tem rodada completa.
tournament-col-rank = #
tournament-col-player = Jogador
tournament-col-points = Pts
tournament-col-games = Partidas
tournament-tb-buchholz-cut1 = BhC1
tournament-tb-buchholz = Bh
tournament-tb-sonneborn-berger = SB
tournament-tb-direct = CD
tournament-tb-legend-swiss = BhC1: Buchholz sem o pior; Bh: Buchholz; SB: Sonneborn-Berger; CD: confronto direto.
tournament-tb-legend-round-robin = SB: Sonneborn-Berger; CD: confronto direto.
tournament-standings-knockout = { $rank }. { $user }: { $wins ->
    [one] 1 vitória
   *[other] { $wins } vitórias
}
tournament-exported = O torneio #{ NUMBER($id, useGrouping: "false") } como arquivo TRF (o Tournament Report File da FIDE; vermelho é brancas, azul é pretas).
tournament-list-line = #{ NUMBER($id, useGrouping: "false") } **{ $name }**: { $format }, { $status }
tournament-status-signup = aceitando jogadores
tournament-status-running = rodada { $round } de { $rounds }
tournament-board-has-game = A partida desta mesa já foi criada.
tournament-standings-row = { $rank }. { $user }: { $points } ({ $tiebreaks }), { $games }
tournament-tiebreak = { $name } { $value }
tournament-games-count = { $n ->
    [one] 1 partida
   *[other] { $n } partidas
}
local-say-tournament = diga o que fazer: tournament create|join|leave|start|standings|cancel|withdraw|export
local-not-a-tournament = "{ $text }" não é um número de torneio
local-not-a-channel = "{ $text }" não é um número de canal: channel 7
local-channel = agora no canal { $number }
local-thread = tópico { $number }: { $name } (para jogar lá: channel { $number })
button-join = Entrar
button-leave = Sair
tournament-needs-threads = Eu não posso criar tópicos neste canal, e cada partida de um torneio é jogada num tópico próprio. Peça a um moderador que me permita criar tópicos públicos e escrever em tópicos aqui.
tournament-thread-failed = Não consegui criar o tópico da mesa { $board }, então a partida dela espera: preciso aqui das permissões de criar tópicos públicos e de escrever em tópicos. Quando um moderador as der, comece o torneio de novo (/hex-tournament start) para criar as partidas que esperam.
tournament-threads-again = Criando de novo os tópicos { $count ->
    [one] da partida que espera
   *[other] das { $count } partidas que esperam
}.
tournament-no-cancel = Uma partida de torneio não pode ser cancelada: abandone-a (seu adversário pontua) ou peça a um moderador.
tournament-closed-line = As inscrições estão encerradas. Acompanhe o torneio com /hex-tournament standings.
cmd-tournament = Torneios neste servidor: suíço, todos contra todos ou eliminatória, conduzidos pelo bot
cmd-tournament-create = Crie um torneio e abra as inscrições (exige Gerenciar servidor)
cmd-tournament-create-name = O nome dele (de 1 a 60 caracteres)
cmd-tournament-create-format = Suíço, todos contra todos ou eliminatória
cmd-tournament-create-size = Tamanho do tabuleiro das partidas, de { $min } a { $max } (padrão: o do servidor)
cmd-tournament-create-variant = Hex, ou Rex (quem liga os próprios lados perde) (padrão: a do servidor)
cmd-tournament-create-swap = A regra de troca das partidas (padrão: a do servidor)
cmd-tournament-create-timer = Tempo para cada jogada (padrão: o do servidor)
cmd-tournament-create-rated = Se as partidas contam para o rating (padrão: sim)
cmd-tournament-create-rounds = Rodadas de um torneio suíço, de 1 a 20 (padrão: o bastante para um vencedor claro)
cmd-tournament-create-max-players = Quantos jogadores aceita no máximo, de 2 a 256 (padrão: 64)
cmd-tournament-create-rules = As regras holandesas da FIDE que emparceiram suas rodadas suíças (padrão: as de 2025)
cmd-tournament-join = Entre num torneio que aceita jogadores
cmd-tournament-join-id = O número do torneio (#12 é 12; padrão: o deste canal)
cmd-tournament-leave = Saia de um torneio antes de ele começar
cmd-tournament-leave-id = O número do torneio (#12 é 12; padrão: o deste canal)
cmd-tournament-start = Comece um torneio: ordena os jogadores e emparelha a rodada 1 (exige Gerenciar servidor)
cmd-tournament-start-id = O número do torneio (#12 é 12; padrão: o deste canal)
cmd-tournament-standings = A classificação de um torneio, com a tabela cruzada ou a chave em imagem
cmd-tournament-standings-id = O número do torneio (#12 é 12; padrão: o deste canal)
cmd-tournament-cancel = Cancele um torneio (exige Gerenciar servidor)
cmd-tournament-cancel-id = O número do torneio (#12 é 12; padrão: o deste canal)
cmd-tournament-withdraw = Abandone um torneio em andamento: as partidas restantes são perdidas por W.O.
cmd-tournament-withdraw-id = O número do torneio (#12 é 12; padrão: o deste canal)
cmd-tournament-export = Baixe um torneio como arquivo TRF (o Tournament Report File da FIDE)
cmd-tournament-export-id = O número do torneio (#12 é 12; padrão: o deste canal)
choice-format-swiss = suíço
choice-format-round-robin = todos contra todos
choice-format-double-round-robin = todos contra todos em dois turnos
choice-format-knockout = eliminatória
choice-rules-2025 = regras holandesas da FIDE de 2025
choice-rules-2017 = regras holandesas da FIDE de 2017
## Problemas (/hex-study puzzle)
puzzle-title = Problema { $number } · { $size }×{ $size } · rating { $rating }
puzzle-task = Vez do { $color }: encontre a única peça que vence. Qualquer outra perde.
puzzle-rated = Sua primeira tentativa neste problema vale para o seu rating de problemas.
puzzle-unrated = Esta tentativa não vale para o seu rating de problemas (você já viu este problema ou pegou a dica).
puzzle-continue = { $cell } mantém a vitória. O { $color } responde { $answer }: sua vez.
puzzle-solved = Resolvido! { $cell } completa a corrente: o { $color } vence.
puzzle-solved-connected = Resolvido! Depois de { $cell }, o { $color } liga os lados seja qual for a resposta: os hexágonos marcados seguram a corrente.
puzzle-wrong = { $cell } perde: depois de { $answer }, o { $color } liga os seus lados.
puzzle-wrong-no-answer = { $cell } perde: o { $color } liga os seus lados seja qual for a sua jogada.
puzzle-unproved = O resolvedor não conseguiu provar dentro do seu orçamento que { $cell } vence, então o problema conta como não resolvido.
puzzle-gave-up = Você pediu a solução: este problema conta como não resolvido.
puzzle-solution = { $stones ->
    [0] A solução: { $key }.
   *[other] A solução: { $key }, depois { $line }.
}
puzzle-rating-change = Seu rating de problemas: { $before } → { $after } ({ $delta }).
puzzle-hint-ask = Uma dica faz este problema contar como não resolvido para o seu rating: { $before } → { $after }. Mostrar?
puzzle-hint-shown = A peça vencedora está na região marcada: { $cells }.
puzzle-caption = Problema { $number }: vez do { $color }
puzzle-none-open = Você não tem nenhum problema aberto aqui. /hex-study puzzle lhe dá um.
puzzle-over = Esse problema já terminou. /hex-study puzzle lhe dá outro.
puzzle-not-yours = Esse problema é de outra pessoa. /hex-study puzzle lhe dá o seu.
puzzle-busy = Sua última peça ainda está sendo avaliada: uma de cada vez. Nada foi alterado.
puzzle-no-library = Este bot não tem problemas para oferecer.
button-give-up = Ver a solução
button-next-puzzle = Próximo problema
button-puzzle-hint = Dica
puzzle-leaderboard-title = Ranking de problemas (página { $page } de { $pages })
puzzle-leaderboard-empty = Ninguém terminou ainda um problema valendo rating neste servidor. /hex-study puzzle lhe dá um.
profile-puzzles = Problemas: rating { $rating } ± { $deviation }{ $provisional } · { $wins } resolvidos, { $losses } não resolvidos
cmd-puzzle = Um problema de Hex só para você: encontre a única peça que vence
cmd-puzzle-action = O que fazer (padrão: mostrar o seu problema, ou um novo)
cmd-puzzle-move = Sua peça no seu problema aberto, por exemplo e5
choice-puzzle-open = mostrar meu problema
choice-puzzle-hint = dica
choice-puzzle-give-up = ver a solução (conta como não resolvido)
choice-ladder-puzzles = problemas
profile-daily-streak = Problema do dia: sequência { $current } (melhor { $best })
puzzle-daily-post = Problema do dia { $date } · problema { $number } · { $size }×{ $size } · rating { $rating }
puzzle-daily-task = Vez do { $color }: encontre a única peça que vence. Aperte Resolver para tentar; só você vê suas respostas.
puzzle-daily-nobody = Ninguém o resolveu ainda.
puzzle-daily-solvers = { $more ->
    [0] Resolvido por { $count }: { $names }.
   *[other] Resolvido por { $count }: { $names } e mais { $more }.
}
puzzle-daily-of = O problema do dia { $date }.
puzzle-daily-solved-already = Você resolveu o problema do dia { $date } (problema { $number }). O próximo chega amanhã.
puzzle-daily-tried-already = Você tentou o problema do dia { $date } (problema { $number }) e não o resolveu. O próximo chega amanhã.
puzzle-daily-streak = Sua sequência de problemas do dia: { $current } (melhor { $best }).
puzzle-daily-old = Esse é o problema do dia { $date }, que já passou. /hex-study puzzle action:problema do dia mostra o de hoje.
puzzle-daily-finish-first = Você tem o problema { $number } aberto: resolva-o ou mostre a solução primeiro (/hex-study puzzle) e aperte Resolver de novo.
button-solve-daily = Resolver
config-daily-puzzle = Problema do dia: publicado em { $channel } todos os dias às { $hour }:00 UTC.
config-daily-puzzle-off = Problema do dia: não é publicado (/hex-study puzzle action:problema do dia o mostra; o dia começa às { $hour }:00 UTC).
config-bad-puzzle-hour = { $hour } não é uma hora: a hora do problema do dia vai de 0 a 23 (UTC).
cmd-config-puzzle-channel = O canal onde o problema do dia é publicado
cmd-config-puzzle-hour = A hora (UTC, de 0 a 23) em que o problema do dia é publicado
cmd-config-puzzle-stop = Parar de publicar o problema do dia
choice-puzzle-daily = problema do dia

## The web companion (pages in a browser; hexbot web)
web-cell-empty = { $cell }, vazia
web-cell-red = { $cell }, peça vermelha
web-cell-blue = { $cell }, peça azul
web-move-resign = desiste
web-title-game = Partida { NUMBER($game, useGrouping: "false") } · { $variant } · { $size }×{ $size }
web-board-label = O tabuleiro: escolha uma casa com as setas e aperte Enter para jogar nela
web-rotate = Girar o tabuleiro
web-move-by = Jogue até { $time }.
web-moves = Jogadas
web-no-moves = Nenhuma jogada ainda.
web-swap = Troca
web-resign = Desistir
web-resign-confirm = Desistir de vez
web-your-turn = Sua vez: clique numa casa, ou escolha uma com as setas e aperte Enter.
web-plan-premove-help = Enquanto o adversário pensa, clique numa casa para pôr na fila sua próxima jogada (uma pré-jogada): ela é jogada assim que ele jogar, a não ser que a jogada dele ocupe a casa. Ela nunca é mostrada a ele.
web-plan-lines-help = Planeje suas respostas enquanto está fora: clique numa jogada possível do adversário, depois na sua resposta, depois na próxima jogada dele e na sua resposta, e salve a linha. Seu plano nunca é mostrado ao adversário.
web-plan-line = Linha:
web-plan-save = Salvar a linha
web-plan-undo = Desfazer uma casa
web-plan-show = Ver meu plano
web-plan-forget = Esquecer meu plano
web-read-only = Você está assistindo. Os jogadores jogam pelos seus links pessoais.
web-sent = Enviando sua jogada…
web-connection-lost = A conexão caiu. Recarregue a página para voltar a acompanhar a partida.
web-replay = Reprodução
web-replay-at = Posição após { $ply } de { $moves } jogadas
web-first = Início
web-previous = Anterior
web-next = Próxima
web-last = Fim
web-review = Chance de vitória do Vermelho após cada jogada (análise do computador)
web-review-point = Após a jogada { $ply }: Vermelho { $percent } %
web-review-ask = Pedir ao computador a sua análise (leva alguns segundos)
web-sgf = Baixar a partida (SGF)
web-link-malformed = Este link não é deste bot: a página é só para assistir.
web-link-forged = Este link foi alterado e não vale: a página é só para assistir.
web-link-expired = Este link expirou: peça um novo com o botão do tabuleiro. Enquanto isso, a página é só para assistir.
web-link-other-game = Este link é de outra partida ou de outro jogador: a página é só para assistir.
web-not-found = Não existe essa página aqui.
web-failed = Algo deu errado do nosso lado. Tente de novo daqui a pouco.
web-too-many = Pedidos demais: espere alguns segundos e tente de novo.
web-bad-form = O pedido veio incompleto: recarregue a página e tente de novo.
web-second-player = Segundo jogador
web-start-title = Jogue Hex no navegador
web-start-intro = Você joga como { $name }. Escolha um adversário e um tabuleiro; cada partida tem sua própria página, e você joga com cliques.
web-start-opponent = Adversário
web-start-two = Dois jogadores nesta tela
web-start-size = Tamanho do tabuleiro
web-start-variant = Jogo
web-start-first = Quem joga com Vermelho e começa (contra o computador)
web-start-first-you = Você
web-start-first-computer = O computador
web-start-go = Começar a partida
web-analysis-start-title = Tabuleiro de análise
web-analysis-start-intro = Estude uma posição: abra um tabuleiro vazio do tamanho escolhido, ou cole uma lista de jogadas (e5 swap d4), um registro SGF (HexGui, MoHex, Little Golem) ou um link do HexWorld. Jogue peças pelos dois lados, experimente variantes, pergunte ao computador.
web-analysis-text = Jogadas, registro SGF ou link (vazio para um tabuleiro vazio)
web-analysis-go = Abrir o tabuleiro
web-analysis-board-label = O tabuleiro de análise: clique numa casa vazia para jogá-la
web-analysis-moves = Jogadas
web-analysis-click = Clique numa casa vazia para jogá-la pelo lado da vez, ou digite uma ou mais jogadas.
web-analysis-download = Baixar { $name }
config-web-on = Páginas na web: ativadas. As partidas deste servidor podem ser acompanhadas em { $url }.
config-web-unserved = Páginas na web: ativadas, mas este bot não serve páginas na web (quem o administra não as configurou).
config-web-off = Páginas na web: desativadas (/hex config web:True dá a cada partida deste servidor uma página na web).
cmd-config-web = Dar às partidas deste servidor páginas na web (tabuleiros ao vivo, reprodução, jogar com cliques)
button-play-on-web = Jogar na web
button-game-page = Página da partida
web-link-given = Seu link pessoal para jogar a partida { NUMBER($game, useGrouping: "false") } com cliques está no botão desta mensagem. Ele vale até { $expires }. Quem o tiver pode jogar por você: guarde-o só para si.
web-link-not-player = Só os jogadores da partida { NUMBER($game, useGrouping: "false") } recebem um link para jogá-la. Qualquer um pode acompanhá-la em { $url }.
web-link-over = A partida { NUMBER($game, useGrouping: "false") } terminou: a página dela tem a reprodução, em { $url }.
web-link-unserved = Esta partida não tem página na web (o servidor desativou as páginas na web, ou o bot não oferece nenhuma).
web-bot-home = Este é o companheiro web do hexbot. Cada servidor do Discord que o ativa (/hex config web:True) tem uma página aqui, e cada uma de suas partidas também.
web-server-title = Partidas e classificações do servidor
web-server-games = Últimas partidas
web-server-no-games = Nenhuma partida ainda.
web-server-game = Partida { NUMBER($game, useGrouping: "false") }
web-server-tournament = Torneio { NUMBER($id, useGrouping: "false") }
web-server-tournament-picture = A classificação do torneio { NUMBER($id, useGrouping: "false") } como tabela

## O tabuleiro de análise (/hex-study analyze)
cmd-analyze = Seu tabuleiro de análise: vazio, montado, de uma partida, lista de jogadas, arquivo SGF ou link
cmd-analyze-size = Tamanho do tabuleiro, de { $min } a { $max } (padrão: o das jogadas, senão 11)
cmd-analyze-variant = Hex ou Rex (padrão Hex)
cmd-analyze-moves = Uma lista de jogadas como "e5 swap d4" (o HexGui e o MoHex escrevem as casas assim)
cmd-analyze-sgf = Um registro de partida SGF (HexGui, MoHex, Little Golem)
cmd-analyze-link = Um link de tabuleiro do HexWorld, ou de uma página de partida deste bot
cmd-analyze-game = O número da partida, como o /hex history mostra (#12 é 12)
cmd-analyze-move = Com game: a jogada a mostrar (padrão: a última)
cmd-analyze-red = Montar: as peças do vermelho, como "d4 e5"
cmd-analyze-blue = Montar: as peças do azul, como "c3 f6"
cmd-analyze-to-move = Montar: quem joga (padrão: a cor com menos peças, o vermelho se empatar)
cmd-analyze-swap = Com moves: a regra de troca, desligada, espelhada ou de lugar (padrão: espelhada)
cmd-diagram = Desenhe uma posição para todos: de uma lista de jogadas, arquivo SGF, link do HexWorld ou partida
cmd-diagram-moves = Uma lista de jogadas como "e5 swap d4" (é assim que HexGui e MoHex escrevem as casas)
cmd-diagram-sgf = Um registro de partida SGF (HexGui, MoHex, Little Golem)
cmd-diagram-link = Um link de tabuleiro do HexWorld, ou de uma página de partida deste bot
cmd-diagram-game = O número de uma partida, como /hex history mostra (#12 é 12)
cmd-diagram-move = Com game: a jogada mostrada (padrão: a última)
cmd-diagram-size = Com moves: o tamanho do tabuleiro, de { $min } a { $max } (padrão: o das jogadas, senão 11)
cmd-diagram-variant = Com moves: Hex ou Rex (padrão Hex)
cmd-diagram-orientation = Como o tabuleiro é girado (padrão: sua configuração)
cmd-diagram-marks = Casas marcadas com A, B, C…, como "e5 f6"
analysis-title = Tabuleiro de análise { NUMBER($number, useGrouping: "false") } · { $size }×{ $size } · { $variant }
analysis-opened = Seu tabuleiro está aberto; só você o vê. Jogue peças pelos dois lados, volte e avance, experimente variantes. O computador não analisa posições de partidas ainda em andamento.
analysis-to-move = Jogada { $ply } desta linha · joga o { $color }
analysis-won = Jogada { $ply } desta linha · o { $color } venceu
analysis-next = Jogado a seguir aqui: { $moves }
analysis-explorer = Nas partidas terminadas deste servidor e nas suas, jogou-se a seguir aqui: { $moves }
analysis-explorer-move = { $move } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, vermelho { $percent }%)
analysis-swap-move = troca
analysis-start-position = início
analysis-caption = Jogada { $ply } ({ $last }) · joga o { $color }
analysis-caption-over = Jogada { $ply } ({ $last }) · o { $color } venceu
analysis-deleted = Essa jogada e as variantes depois dela foram apagadas.
analysis-chance = O computador: a chance do vermelho aqui é de { $percent }% ({ $playouts ->
    [one] { $playouts } simulação
   *[other] { $playouts } simulações
}). Quanto mais verde a casa, mais a busca passou por ela. As melhores jogadas, com a chance do vermelho depois de cada uma:
analysis-engine-move = { $rank }. { $cell }: vermelho { $percent }%
analysis-line = A linha que ele espera: { $moves }
analysis-swap-map = O mapa da troca deste tabuleiro: o número em cada casa é a chance do vermelho, em porcentagem, depois de uma primeira peça ali, quando o azul já decidiu se faz a troca (o azul troca onde a chance do vermelho passaria de 50%). Quanto mais verde a casa, mais justa a peça. Calculado uma vez pelo computador, com { $playouts } simulações por peça. As primeiras peças mais justas: { $cells }
analysis-swap-map-stone = { $cell } (vermelho { $percent }%)
analysis-proved-wins = Provado pelo resolvedor: o { $color } vence a partir daqui. { $count ->
    [one] A peça vencedora: { $cells }.
   *[other] As peças vencedoras ({ $count }): { $cells }.
}
analysis-proved-wins-one = Provado pelo resolvedor: o { $color } vence a partir daqui, e { $cells } é uma peça vencedora.
analysis-proved-loses = Provado pelo resolvedor: o { $winner } vence, jogue o { $color } o que jogar.
diagram = Diagrama de { $player }: { $board }, jogada { $ply }.
diagram-bad-mark = "{ $text }" não é uma casa de { $board } para marcar. Nada foi publicado.
diagram-too-many-marks = No máximo { $max } casas podem ser marcadas (de A a Z). Nada foi publicado.
diagram-nothing-in-message = Esta mensagem não contém nenhuma posição de Hex para desenhar: nem lista de jogadas (como e5 d4 c3), nem arquivo SGF, nem link para o HexWorld ou para uma de nossas partidas. Nada foi publicado.
challenge-form-title = Desafiar { $name } para Hex
challenge-form-size = Tamanho do tabuleiro, { $min } a { $max }
challenge-form-variant = Hex ou Rex (opcional)
challenge-form-swap = Regra de troca (opcional)
challenge-form-timer = Tempo por jogada (opcional)
challenge-form-first = Quem joga de vermelho: me, them ou random
challenge-form-bad = “{ $text }” não vale aí; escreva um de { $expected }. Nenhum desafio foi feito.
analysis-shared = { $player } compartilha uma posição de um tabuleiro de análise: { $board }, jogada { $ply }.
analysis-shared-moves = Jogadas: { $moves }
analysis-shared-caption = Jogada { $ply } · joga o { $color }
analysis-stale = Esse botão é de uma jogada que não está mais neste tabuleiro. Nada foi alterado.
analysis-gone = Esse tabuleiro de análise não está mais guardado (cada jogador guarda os 20 mais recentes). Abra um novo com /hex-study analyze.
analysis-not-yours = Esse tabuleiro de análise é de outra pessoa. Abra o seu com /hex-study analyze.
analysis-raced = O tabuleiro mudou no mesmo instante (outro clique chegou antes). Nada foi alterado; tente de novo.
analysis-too-many-moves = No máximo 40 jogadas de cada vez. Nada foi alterado.
analysis-bad-move = "{ $text }" (palavra { $number }) não é uma jogada: digite casas como e5, ou swap. Nada foi alterado.
analysis-illegal-move = { $text } (jogada { $number }) não pode ser jogada aí: a casa está ocupada ou fora do tabuleiro, ou a troca não está aberta. Nada foi alterado.
analysis-tree-full = Este tabuleiro guarda no máximo { $max } jogadas. Apague uma variante antes. Nada foi alterado.
analysis-delete-root = A posição inicial não pode ser apagada.
analysis-one-source = Dê uma só origem para o tabuleiro: moves, sgf, link, game ou peças montadas. Nada foi aberto.
analysis-bad-stone = "{ $text }" não é uma casa para uma peça do { $color }. Nada foi aberto.
analysis-bad-setup = Essa montagem não é uma posição em que se possa jogar: { $detail }. Nada foi aberto.
analysis-not-a-link = Esse não é um link que este tabuleiro lê: dê um link de tabuleiro do HexWorld (https://hexworld.org/board/#…) ou de uma página de partida deste bot. Nada foi aberto.
analysis-bad-import = Não foi possível ler isso ({ $where }): { $detail }. Nada foi aberto.
analysis-at = linha { $line }, coluna { $column }
analysis-at-move = jogada { $number } ({ $text }), { $place }
analysis-at-whole = a entrada inteira
analysis-record-too-large = O registro anexado tem mais de 1 MiB, grande demais para um registro de partida. Nada foi aberto.
analysis-record-unread = Não foi possível ler o registro anexado (não chegou a tempo, ou não é um arquivo de texto). Nada foi aberto.
analysis-live-game = O computador não analisa esta posição: ela é, ou está perto de ser, a posição de uma partida ainda em andamento. Você ainda pode explorá-la à mão; quando a partida terminar, ela fica livre para análise.
analysis-in-flight = O computador ainda está trabalhando no seu último pedido: um de cada vez. Nada foi alterado.
analysis-busy = O computador está ocupado com as jogadas dos jogadores agora, então a análise espera. Peça de novo daqui a pouco; nada foi alterado.
analysis-moves-title = Jogar no tabuleiro de análise
analysis-moves-label = Jogadas, de cada lado na sua vez (e5 d6 c7)
button-analysis-start = ⏮
button-analysis-back = ◀
button-analysis-forward = ▶
button-analysis-end = ⏭
button-analysis-sibling = Próxima variante
button-analysis-play = Jogar
button-analysis-engine = Computador
button-analysis-share = Compartilhar
button-analysis-delete = Apagar jogada
button-analysis-web = Abrir na web
button-hex-world = Abrir no HexWorld

# Fora de servidores (uma mensagem direta, um grupo de mensagens diretas, um servidor onde só a pessoa instalou o hexbot): o que precisa de um servidor é recusado, dizendo por quê.
outside-leaderboard = Rankings pertencem a um servidor, e aqui não é um servidor onde o hexbot esteja instalado (uma mensagem direta, um grupo de mensagens diretas ou um servidor que não o adicionou). Sua posição nas partidas jogadas fora de servidores está em /hex profile.
outside-config = Configurações de servidor precisam de um servidor onde o hexbot esteja instalado; aqui as partidas usam os padrões de sempre, e as opções de cada comando os mudam. Suas próprias preferências estão em /hex settings.
outside-vacation = As férias param os prazos em dias, e partidas com prazo em dias só são jogadas em servidores onde o hexbot está instalado. Use /hex vacation lá.
outside-tournament = Torneios acontecem em servidores onde o hexbot está instalado: lá cada partida ganha um tópico próprio.
outside-thread = Aqui o hexbot não pode criar tópicos (este não é um servidor onde ele esteja instalado). Desafie sem thread: a partida é jogada aqui mesmo.
outside-day-clock = Partidas com prazo em dias precisam de um servidor onde o hexbot esteja instalado: aqui o hexbot só pode responder a comandos, então não poderia avisar dias depois a quem cabe jogar. Jogue aqui sem prazo em dias, ou em um servidor.
profile-outside = Partidas fora de servidores (mensagens diretas, grupos, servidores sem o hexbot) têm rankings próprios:
profile-empty-outside = { $player } ainda não tem partidas ranqueadas fora de servidores.
profile-no-player-games-outside = { $player } ainda não tem partidas ranqueadas contra outros jogadores fora de servidores.

# Jogadas condicionais (`/hex plan`): privadas, nunca mostradas ao adversário.
plan-against-computer = O computador responde assim que chega a vez dele, então numa partida contra ele não há nada a planejar. Nada foi planejado.
plan-your-move = É a sua vez: faça esta jogada primeiro. Um plano responde às próximas jogadas do seu adversário.
plan-played = ({ $player } tinha planejado esta resposta.)
plan-shown = Seu plano nesta partida, nunca mostrado ao adversário ({ $answers ->
    [one] { $answers } resposta
   *[other] { $answers } respostas
}): { $plan }. Acrescente linhas com /hex plan moves: ou esqueça-o com clear:true.
plan-saved = Salvo. Seu plano ({ $answers ->
    [one] { $answers } resposta
   *[other] { $answers } respostas
}): { $plan }. Quando seu adversário fizer uma dessas jogadas, sua resposta é jogada na hora; uma jogada fora do plano o encerra.
plan-none = Você não tem plano nesta partida. Planeje respostas com /hex plan moves: e5 f4; d6 d5 — a jogada do adversário, depois a sua; * e4 responde a qualquer outra jogada.
plan-cleared = Seu plano nesta partida foi esquecido.
plan-empty = O plano não cita nenhuma jogada: escreva a jogada do adversário e depois sua resposta, como e5 f4; d6 d5 e7 c8. Nada foi planejado.
plan-not-a-cell = "{ $text }" não é um hexágono deste tabuleiro. Nada foi planejado.
plan-no-answer = A linha termina com { $cell } do adversário, sem resposta. Nada foi planejado.
plan-taken = O hexágono { $cell } já está ocupado onde a linha o jogaria. Nada foi planejado.
plan-after-end = A partida já teria terminado antes de { $cell }. Nada foi planejado.
plan-too-many = Um plano tem no máximo { $max } respostas. Nada foi planejado.
plan-any-misplaced = * representa qualquer outra jogada do adversário, no lugar dela no fim de uma linha, seguida da sua resposta: d6 d5; * e4. Nada foi planejado.
plan-played-direct = Seu plano respondeu a { $their } com { $cell } em { $game }. { $left ->
    [0] Seu plano acabou.
    [one] Resta uma resposta no seu plano.
   *[other] Restam { $left } respostas no seu plano.
} É a vez de { $opponent }.
premove-saved = Na fila: { $cell }, jogado por você assim que o adversário jogar, a não ser que a jogada dele ocupe o hexágono. Uma nova pré-jogada a substitui; /hex plan clear:true a cancela.
premove-shown = Sua pré-jogada nesta partida, nunca mostrada ao adversário: { $cell }. Ela é jogada assim que o adversário jogar, a não ser que a jogada dele ocupe o hexágono.
premove-none = Você não tem pré-jogada nesta partida. Ponha sua próxima jogada na fila com /hex plan moves: e5 — ela é jogada assim que o adversário jogar.
premove-only-one = Numa partida ao vivo você põe na fila uma jogada para a sua próxima vez (uma pré-jogada): /hex plan moves: e5. Linhas de respostas são para partidas com prazo em dias. Nada foi planejado.
premove-played = ({ $player } tinha posto esta jogada na fila.)
plan-input-title = Seu plano (privado)
plan-input-label = A jogada dele, depois a sua (vazio: ver)
