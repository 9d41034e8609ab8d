# hexbot: der deutsche Katalog.
# Die Wörter folgen der Regelseite: Brett, Sechseck, Stein, Seite, Rand, Kette, Brücke,
# Tauschregel (Schaltfläche Tausch), Rot und Blau, Zug, am Zug, Partie.
# Personen (auch „der Computer“) stehen immer im Nominativ oder nach einem Doppelpunkt.
# Die Texte nennen Farben, nie Richtungen: Das Brett kann gedreht angezeigt werden.

## refusals (shown privately)
no-game-here = In diesem Kanal läuft keine Partie. Starte eine mit /hex challenge oder /hex ai.
channel-busy = In diesem Kanal gibt es schon eine Partie oder eine offene Herausforderung. Bring sie erst zu Ende oder spiel in einem anderen Kanal.
challenge-self = Du kannst dich nicht selbst herausfordern. Allein spielst du mit /hex ai.
too-many-challenges = Du hast in diesem Server schon { $limit } offene Herausforderungen, mehr gehen nicht auf einmal. Zieh eine zurück oder warte erst auf eine Antwort.
thread-not-allowed = Du darfst in diesem Kanal keine Threads erstellen, deshalb kann die Herausforderung keinen eigenen Thread bekommen. Fordere ohne thread heraus oder frag eine Moderatorin oder einen Moderator.
thread-bot-not-allowed = Ich darf in diesem Kanal keine Threads erstellen, deshalb kann die Herausforderung keinen eigenen Thread bekommen. Fordere ohne thread heraus oder bitte die Moderation, es mir zu erlauben.
challenge-bot = { $user } ist ein Bot-Konto und kann nicht spielen. Spiel stattdessen mit /hex ai gegen den Computer.
size-out-of-range = Die Brettgröße muss zwischen { $min } und { $max } liegen, nicht { $size }.
no-open-challenge = In diesem Kanal gibt es keine offene Herausforderung.
not-challenged = Nur { $user } kann auf diese Herausforderung antworten.
not-challenger = Nur { $user } hat diese Herausforderung gestellt und kann sie zurückziehen.
challenge-pending = Die Herausforderung ist noch nicht angenommen.
not-a-player = Du spielst in dieser Partie nicht mit.
not-your-turn = { $player } ({ $color }) ist am Zug.
hint-rated = Tipps sind in gewerteten Partien zwischen Spielern nicht erlaubt.
hint-confirm = Tipp zeigen? Diese Partie gegen den Computer zählt dann nicht mehr für die Computer-Rangliste, und ihr Protokoll vermerkt, dass du Tipps genutzt hast.
hint-in-flight = Dein letzter Tipp wird noch berechnet: ein Tipp nach dem anderen. Es wurde nichts geändert.
hint-busy = Der Computer ist gerade mit den Zügen der Spieler beschäftigt, darum warten Tipps. Frag gleich noch einmal; es wurde nichts geändert.
render-busy = Der Bot zeichnet gerade andere Wiederholungen und Analysen. Versuch es in einer Minute noch einmal; es wurde nichts geändert.
computer-thinking = Der Computer denkt nach; sein Zug kommt gleich.
computer-games-per-user = Du spielst schon { $limit ->
    [one] eine Partie
   *[other] { $limit } Partien
} gegen den Computer, mehr gehen nicht auf einmal. Beende oder gib erst eine auf.
computer-games-per-server = In diesem Server laufen schon { $limit } Partien gegen den Computer, mehr gehen nicht auf einmal. Versuch es wieder, wenn eine zu Ende ist.
computer-busy = Der Computer hat gerade zu viele Züge zu bedenken. Versuch es gleich noch einmal; es wurde nichts gespielt.
bad-cell = „{ $text }“ ist hier kein Feld ({ $reason }).
occupied = { $cell } ist schon besetzt.
swap-off = Die Tauschregel ist in dieser Partie aus.
swap-not-now = Tauschen darf nur Blau, und nur als Antwort auf den ersten roten Stein.
game-over = Diese Partie ist vorbei.
already-moved = Dieser Zug wurde schon gespielt.
stale-button = Diese Schaltfläche gehört zu einer früheren Stellung; die Partie ist weiter. Nimm das neueste Brett.
unknown-button = Diese Schaltfläche gehört nicht zu mir, oder ihre Partie gibt es nicht mehr.
move-needs-cell = Gib ein Feld ein, zum Beispiel e5.
not-moderator = Nur Mitglieder, die Nachrichten verwalten dürfen, können eine Partie abbrechen.
not-set-aside = Partie #{ NUMBER($game, useGrouping: "false") } ist keine zurückgestellte Partie auf diesem Server. Um eine laufende Partie abzubrechen, nutze /hex abort in ihrem Kanal.
config-not-moderator = Nur Mitglieder, die den Server verwalten dürfen, können seine Einstellungen ändern; /hex config ohne Optionen zeigt sie allen.
nothing-to-confirm = Es gibt keine Aufgabe zu bestätigen. Nutze zuerst /hex resign.
no-rematch = In diesem Kanal gibt es keine beendete Partie für eine Revanche.
rematch-not-player = Nur wer die letzte Partie gespielt hat, kann eine Revanche verlangen.
claim-has-timer = Diese Partie hat eine Zugzeit: Der Computer zieht für abwesende Spieler, es gibt also nichts einzufordern.
claim-own-turn = Du bist am Zug; einfordern kann nur, wer auf den anderen wartet.
claim-too-early = { $player } ist seit weniger als { $idle } untätig; du kannst den Sieg in { $remaining } einfordern.
claim-vs-computer = Der Computer lässt dich nie warten; es gibt nichts einzufordern.
claim-opponent-moved = { $player } hat inzwischen gezogen; es gibt nichts einzufordern, die Partie geht weiter.
leaderboard-empty = Auf diesem Server gibt es noch keine gewerteten Partien.
computer-leaderboard-empty = Auf diesem Server gibt es noch keine gewerteten Partien gegen den Computer.
leaderboard-page-empty = Seite { $page } der Rangliste ist leer (sie hat { $pages ->
    [one] { $pages } Seite
   *[other] { $pages } Seiten
}).
profile-empty = { $player } hat auf diesem Server noch keine gewerteten Partien.
# Why a typed cell is not one: the reason of bad-cell.
cell-malformed = erwartet wird ein Buchstabe mit einer Zahl, etwa e5
cell-row-zero = die Reihen beginnen bei 1
cell-column-off = Spalte { $column } gibt es auf { $board } nicht
cell-row-off = Reihe { $row } gibt es auf { $board } nicht
cell-off-board = das Feld gibt es auf { $board } nicht

## challenges
challenge-issued = { $challenger } fordert { $opponent } zu einer Partie { $variant } auf { $board } heraus ({ $details }). { $goal } { $first } { $opponent }: Nimm an oder lehne ab, innerhalb von { $minutes }.
challenge-accepted = { $opponent } hat die Herausforderung angenommen. { $seats }
rematch-accepted = { $opponent } hat die Revanche angenommen. { $seats }
first-red = { $red } spielt Rot und beginnt.
first-drawn = Wer Rot spielt, ist schon ausgelost; das Ergebnis kommt, sobald { $opponent } annimmt.
goal-hex = Wer zuerst seine beiden Seiten mit einer Kette verbindet, gewinnt.
goal-rex = Bei Rex verliert, wer eine Kette zwischen seinen eigenen beiden Seiten schließt.
seats-hex = { $red } spielt Rot und gewinnt, wenn die beiden roten Seiten verbunden sind; { $blue } spielt Blau und gewinnt, wenn die beiden blauen Seiten verbunden sind.
seats-rex = { $red } spielt Rot und muss vermeiden, die beiden roten Seiten zu verbinden; { $blue } spielt Blau und muss vermeiden, die beiden blauen Seiten zu verbinden. Bei Rex verliert, wer eine Kette zwischen seinen eigenen beiden Seiten schließt.
challenge-declined = { $opponent } hat die Herausforderung von { $challenger } abgelehnt.
challenge-withdrawn = { $challenger } hat die Herausforderung an { $opponent } zurückgezogen.
challenge-expired = Die Herausforderung von { $challenger } an { $opponent } ist unbeantwortet abgelaufen.
expiry-gave-up = Die Herausforderung konnte nach { $tries } Versuchen nicht geschlossen werden (der Bot kann nicht in seine Datenbank schreiben). Sie bleibt offen: nimm sie an, lehne sie ab oder zieh sie zurück.
details-swap-on = Tauschregel: { $form }
details-swap-off = ohne Tauschregel
details-timer = { $secs } s pro Zug
details-no-timer = ohne Zeitlimit
details-rated = gewertet
details-list = { $swap }, { $timer }, { $rated }
config-shown = Einstellungen dieses Servers für neue Partien: { $variant } auf { $board }; Tauschregel: { $swap }; Zeit pro Zug: { $timer }; Revanchen: { $rematch }; Brettbild: { $orientation }. Befehle ohne diese Optionen verwenden sie.
config-changed = Gespeichert. Die Einstellungen dieses Servers für neue Partien sind jetzt: { $variant } auf { $board }; Tauschregel: { $swap }; Zeit pro Zug: { $timer }; Revanchen: { $rematch }; Brettbild: { $orientation }.
config-rematch-alternate = der andere Spieler beginnt
config-rematch-same = derselbe Spieler beginnt
swap-form-off = aus
swap-form-mirror = gespiegelt
swap-form-seat = Platztausch
orientation-normal = normal (breit)
orientation-rotated = um 90° gedreht (hoch, fürs Handy)
settings-shown = Deine Einstellungen: Bretter, die nur du siehst: { $orientation }. Ändern mit /hex settings.
settings-changed = Gespeichert: Bretter, die nur du siehst: { $orientation }.

## games
ai-game-started = { $player } spielt gegen den Computer ({ $level }): { $variant } auf { $board }. { $seats }
rematch-started = Revanche: { $seats }
rematch-offered = { $challenger } bietet { $opponent } eine Revanche an: { $variant } auf { $board } ({ $details }), und diesmal spielt { $red } Rot. { $goal } { $opponent }: Nimm an oder lehne ab, innerhalb von { $minutes }.
moved = { $player } ({ $color }) hat { $cell } gesetzt.
swapped-mirror = { $player } hat getauscht: Der rote Stein auf { $from } wurde entfernt, und auf { $to }, dem gespiegelten Sechseck, steht jetzt ein blauer Stein. Rot ist am Zug.
swapped-mirror-diagonal = { $player } hat getauscht: Der rote Stein auf { $cell } steht auf der langen Diagonale, bleibt also stehen und wird blau. Rot ist am Zug.
swapped-seat = { $player } hat die Plätze getauscht und spielt jetzt Rot mit dem Stein auf { $cell }; { $other } spielt jetzt Blau und ist am Zug.
rematch-alternates = Die Farben wechseln: Diesmal beginnt { $red } mit Rot.
rematch-same-starter = Wer beginnt, bleibt gleich: { $red } beginnt wieder mit Rot.
swap-note-off = Tauschregel aus: Blau antwortet auf den ersten roten Stein mit einem eigenen Stein.
swap-note-easy = Tauschregel aus: Leicht wird ohne Tauschregel gespielt.
swap-note-mirror = Tauschregel: gespiegelt. Blau darf auf den ersten roten Stein mit Tauschen antworten: Der rote Stein wird durch einen blauen auf seinem Spiegelfeld ersetzt (Reihe und Spalte vertauscht), dann ist Rot am Zug.
swap-note-seat = Tauschregel: Platztausch. Blau darf auf den ersten roten Stein mit einem Platztausch antworten: Die Spieler tauschen die Farben, der Stein bleibt, dann ist das neue Blau am Zug.
computer-thinks = Der Computer denkt nach …
timed-out = Die Zeit von { $player } ist abgelaufen, daher hat der Computer ({ $level }) für { $player } einen Stein auf { $cell } gesetzt. Bis { $player } wieder selbst zieht, zieht der Computer jedes Mal für { $player }, wenn die Zeit abläuft.
computer-gave-up = Der Computer konnte seinen Zug nach { $tries } Versuchen nicht machen (der Bot kann nicht in seine Datenbank schreiben). Die Partie wartet; sie geht nach einem Neustart des Bots weiter, oder die Moderation bricht sie mit /hex abort ab.
abandoned-gave-up = Die Partie gegen den Computer, die ihr Spieler verlassen hat, konnte nach { $tries } Versuchen nicht beendet werden (der Bot kann nicht in seine Datenbank schreiben). Sie bleibt vorerst offen; sie endet nach einem Neustart des Bots, oder die Moderation bricht sie mit /hex abort ab.
timed-out-swap = Die Zeit von { $player } ist abgelaufen, daher hat der Computer ({ $level }) für { $player } den Tausch gewählt. Bis { $player } wieder selbst zieht, zieht der Computer jedes Mal für { $player }, wenn die Zeit abläuft.
timed-out-again = Die Zeit ist wieder abgelaufen: Der Computer hat für { $player } { $cell } gesetzt.
player-returned = Willkommen zurück, { $player }: Dein Platz gehört wieder dir.
won-by-connection = { $winner } ({ $color }) hat die beiden { $side } Seiten verbunden und gewinnt!
lost-by-connection = { $loser } ({ $color }) hat die beiden { $side } Seiten verbunden und verliert, denn bei Rex verliert, wer die eigenen Seiten verbindet: { $winner } ({ $winner-color }) gewinnt!
won-by-resignation = { $loser } hat aufgegeben; { $winner } ({ $color }) gewinnt.
claim-offered = { $player } hat seit { $idle } nicht gezogen. { $other } ({ $color }) kann jetzt den Sieg einfordern: „Sieg einfordern“ drücken oder /hex claim nutzen. Zieht { $player } vorher, geht die Partie weiter.
won-by-claim = { $loser } war { $idle } untätig; { $winner } ({ $color }) fordert den Sieg ein.
aborted = { $moderator } hat die Partie abgebrochen. Sie wird nicht gewertet.
aborted-early = { $player } hat die Partie vor dem zweiten Stein abgesagt. Es gibt keinen Sieger, und sie wird nicht gewertet.
abort-too-late = Beide haben schon einen Stein gesetzt, die Partie kann nicht mehr abgesagt werden: Du kannst aufgeben, oder ein Moderator bricht sie ab.
set-aside-list = Diese Partien lassen sich nicht mehr laden und wurden zurückgestellt (ihre Kanäle sind frei): { $games }. Die Moderation kann eine mit /hex abort game:<Nummer> abbrechen.
set-aside-item = #{ NUMBER($game, useGrouping: "false") } in { $channel }
set-aside-aborted = { $moderator } hat die zurückgestellte Partie #{ NUMBER($game, useGrouping: "false") } abgebrochen. Sie wird nicht gewertet.
abandoned-vs-computer = { $player } hat { $idle } lang nicht gezogen, darum endet die Partie gegen den Computer hier, ohne Wertung. Der Kanal ist frei für eine neue Partie.
unrated = Diese Partie wird nicht gewertet: Der Computer hat mehr als { $limit } Züge für { $player } gemacht.
unrated-never-moved = Diese Partie wird nicht gewertet: { $player } hat nie selbst gezogen; jedes Mal hat der Computer gezogen.
rating-change = { $player }: { $before } → { $after } ({ $delta }).
confirm-resign = Willst du diese Partie wirklich aufgeben? Drück auf „{ button-confirm }“.
computer-rating-change = { $player } gegen den Computer: { $before } → { $after } ({ $delta }).
show-board = Das Brett – Rot: { $red }, Blau: { $blue }.
shown-to-bystander = (Nur für dich sichtbar: In diesem Kanal läuft eine Partie, in der du nicht mitspielst.)
public-answers-limited = (Nur für dich sichtbar: Du hast { $count } öffentliche Antworten in { $window } s angefordert. Teilen kannst du wieder in { $wait } s.)

## captions under the board (one line)
caption-to-play = Zug { $number } · am Zug: { $player } ({ $color }) · zuletzt: { $last }
caption-first-move = { $player } ({ $color }) macht den ersten Zug
caption-to-play-rex = Zug { $number } · am Zug: { $player } ({ $color }); wer die beiden { $side } Seiten verbindet, verliert · zuletzt: { $last }
caption-first-move-rex = { $player } ({ $color }) macht den ersten Zug; wer die beiden { $side } Seiten verbindet, verliert
caption-result = { $winner } ({ $color }) gewinnt { $reason } · { $moves }
caption-rex-loss = { $loser } ({ $color }) hat die beiden { $side } Seiten verbunden und verliert — { $winner } ({ $winner-color }) gewinnt · { $moves }
caption-aborted = Abgebrochen nach { $moves }
reason-connection = durch Verbindung
reason-rex-connection = durch die Verbindung des Gegners zwischen seinen eigenen Seiten (Rex)
reason-resignation = durch Aufgabe
reason-claim = durch Einfordern, weil der Gegner zu lange weg war
last-swap = Tausch

## the picture's description, read by screen readers (Discord's alt text)
alt-text = Partie auf { $board }. { $caption }. { $red-stones } { $blue-stones }
alt-red-stones = { $count ->
    [0] Keine roten Steine.
    [one] Ein roter Stein: { $cells }.
   *[other] { $count } rote Steine: { $cells }.
}
alt-blue-stones = { $count ->
    [0] Keine blauen Steine.
    [one] Ein blauer Stein: { $cells }.
   *[other] { $count } blaue Steine: { $cells }.
}
# The end of a list of cells cut short.
alt-more = und { $n } weitere

## buttons and inputs
button-accept = Annehmen
button-decline = Ablehnen
button-withdraw = Zurückziehen
button-swap = Tausch
button-resign = Aufgeben
button-confirm = Aufgabe bestätigen
button-move = Ziehen
button-plan = Planen
button-rematch = Revanche
button-rematch-same = Revanche, derselbe beginnt
button-board = Brett zeigen
button-claim = Sieg einfordern
button-review = Analyse
button-show-hint = Tipp zeigen
move-input-title = Dein Zug
move-input-label = Feld, zum Beispiel e5

## leaderboard and profile
leaderboard-title = Rangliste (Seite { $page } von { $pages })
computer-leaderboard-title = Rangliste gegen den Computer (Seite { $page } von { $pages })
leaderboard-line = { $rank }. { $player } { $rating }{ $provisional } · { $wins }–{ $losses }
provisional = { " " }(vorläufig)
profile-title = { $player }: Wertung { $rating } ± { $deviation }{ $provisional }
profile-record = { $games }: { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, { $losses ->
    [one] { $losses } Niederlage
   *[other] { $losses } Niederlagen
} ({ $streak }).
streak-won = { $n ->
    [one] letzte Partie gewonnen
   *[other] { $n } Siege in Folge
}
streak-lost = { $n ->
    [one] letzte Partie verloren
   *[other] { $n } Niederlagen in Folge
}
streak-none = noch keine beendete Partie
profile-no-player-games = { $player } hat auf diesem Server noch keine gewerteten Partien gegen andere Spieler.
profile-computer = Gegen den Computer: Wertung { $rating } ± { $deviation }{ $provisional } · { $wins }–{ $losses }
profile-best-win = Bester Sieg – Gegner: { $opponent } ({ $rating }).
profile-recent = Zuletzt: { $games }
profile-plot-caption = Wertung im Zeitverlauf: { $ladders }
profile-plot-both = durchgezogene Linie: Partien zwischen Spielern; grüne gestrichelte Linie: Partien gegen den Computer
profile-plot-players = Partien zwischen Spielern
profile-plot-computer = Partien gegen den Computer (grüne gestrichelte Linie)
profile-plot-alt = Ein Diagramm der Wertung nach jeder von { $games }, die älteste zuerst.
recent-won = S { $opponent }
recent-lost = N { $opponent }
recent-unfinished = – { $opponent }
# The computer in a seat, where its colour follows in parentheses (always in the nominative).
computer-name = der Computer
# The computer with its level, where nothing follows in parentheses (records, profiles).
computer-with-level = der Computer ({ $level })

## pieces of other messages: colours, levels, counts and sizes
color-red = Rot
color-blue = Blau
# „die beiden roten Seiten“, „zwischen den beiden roten Seiten“
side-red = roten
side-blue = blauen
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
# Always after „auf“ (dative).
board = einem { $size }×{ $size }-Brett
moves = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}
minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
rated-games = { $n ->
    [one] { $n } gewertete Partie
   *[other] { $n } gewertete Partien
}
hours-minutes = { $h } Std. { $m } Min.

## game records: history and export
no-such-game = Auf diesem Server gibt es keine Partie #{ NUMBER($game, useGrouping: "false") }.
never-played = Partie #{ NUMBER($game, useGrouping: "false") } ist eine Herausforderung, die nie gespielt wurde; es gibt nichts zu exportieren.
history-title = Letzte Partien von { $player }:
history-empty = { $player } hat auf diesem Server noch keine Partien.
history-line = #{ NUMBER($game, useGrouping: "false") } · { $date } · { $result } · Gegner: { $opponent } · { $variant } { $size }×{ $size } · { $moves }
history-won = gewonnen
history-lost = verloren
history-aborted = abgebrochen
history-ended-idle = beendet, nicht rechtzeitig weitergespielt
history-playing = läuft
export-title = Partie #{ NUMBER($game, useGrouping: "false") }, { $date } – Rot: { $red }, Blau: { $blue } – { $variant } auf { $board } · { $result }
export-result = { $winner } ({ $color }) gewinnt { $reason }
export-aborted = abgebrochen
export-playing = läuft noch
export-moves = Züge: { $moves }
export-no-moves = keine
export-file = Die SGF-Datei (für HexGui und andere Hex-Programme) hängt als { $file } an.
review-not-finished = Partie #{ NUMBER($game, useGrouping: "false") } ist nicht beendet; nur beendete Partien können analysiert werden.
review-progress = Analysiere… { $percent } %
review-title = Analyse der Partie #{ NUMBER($game, useGrouping: "false") } – Rot: { $red }, Blau: { $blue } · { $result }
review-summary = **{ $player }**: { $moves }; im Schnitt { $average } % Gewinnchance pro Zug verloren; { $serious ->
        [one] ein schwerer Fehler
       *[other] { $serious } schwere Fehler
    } (Züge, die { $threshold } % oder mehr kosten)
review-mistake = · Zug { NUMBER($number, useGrouping: "false") }, { $cell }: { $before } % → { $after } %; der Computer bevorzugt { $best } (der blasse Stein in { $file })
review-no-mistakes = · kein teurer Zug
review-budget = Der Computer hat jede Stellung mit { $playouts } Simulationen untersucht.
review-caption = Gewinnchance von Rot nach jedem Zug (im roten Band liegt Rot vorn, im blauen Blau); eingekreist: die größten Umschwünge, Züge { $swings }
review-alt = Ein Diagramm der Gewinnchance von Rot über { $moves }: { $start } % zu Beginn, { $end } % am Ende; die größten Umschwünge bei den Zügen { $swings }.
with-hints = { $result }, mit Tipps
hint-title = Die Sicht des Computers für { $player } ({ $color }), aus { $playouts ->
    [one] { $playouts } Simulation
   *[other] { $playouts } Simulationen
}: Je grüner ein Feld, desto mehr hat er dort gesucht. Seine besten Züge:
hint-move = { $rank }. { $cell }: { $percent } % Gewinnchance
hint-proved-win = Vom Löser bewiesen: { $color } gewinnt von hier aus, und { $cell } ist ein gewinnender Stein.
hint-proved-loss = Vom Löser bewiesen: { $color } verliert von hier aus gegen bestes Spiel, welchen Stein es auch setzt. Der zäheste Versuch des Computers: { $cell }.
hint-swap-yes = Du darfst hier auch tauschen, und der Computer würde es tun.
hint-swap-no = Du darfst hier auch tauschen, aber der Computer würde es nicht tun.
hint-assisted = Die Partie ist jetzt in ihrem Protokoll als „mit Tipps gespielt“ vermerkt.
hint-assisted-unrated = Die Partie ist jetzt in ihrem Protokoll als „mit Tipps gespielt“ vermerkt und zählt nicht mehr für die Wertung gegen den Computer.
replay-never-played = Partie #{ NUMBER($game, useGrouping: "false") } ist eine Herausforderung, die nie gespielt wurde; es gibt nichts abzuspielen.
replay-title = Wiederholung der Partie #{ NUMBER($game, useGrouping: "false") }: { $red } als Rot gegen { $blue } als Blau, { $variant } auf { $board }, { $moves } · { $result }

## rules
rules =
    { "**" }Hex** wird auf einem rautenförmigen Brett aus Sechsecken gespielt. Zwei gegenüberliegende Seiten sind rot, die beiden anderen blau; jedes Ecksechseck berührt eine rote und eine blaue Seite und gehört zu beiden. Rot beginnt, danach setzen beide abwechselnd je einen Stein auf ein beliebiges freies Sechseck; Passen gibt es nicht, und Steine werden weder verschoben noch geschlagen. Rot versucht, die beiden roten Seiten mit einer lückenlosen Kette zu verbinden, Blau die beiden blauen. Wer seine Kette zuerst schließt, gewinnt, und ein volles Brett hat immer genau einen Sieger: Unentschieden gibt es nicht.
    { "**" }Brücke:** Zwei Steine einer Farbe mit zwei freien Sechsecken dazwischen, die beide berühren, sind so gut wie verbunden: Setzt der Gegner auf eines der beiden, nimm das andere.
    { "**" }Randverbindung:** Ein Stein in der zweiten Reihe vor der eigenen Seite ist sicher mit ihr verbunden (eine Brücke zum Rand); in der dritten Reihe ebenfalls, wenn das Gebiet vor ihm frei ist (die Zikkurat).
    { "**" }Tauschregel:** Der erste Zug ist ein großer Vorteil, deshalb darf Blau einmal, direkt nach dem ersten roten Stein, „Tausch“ sagen, statt einen Stein zu setzen. Spiegeltausch (die übliche Form): Der rote Stein wird entfernt, und ein blauer Stein kommt auf das an der langen Diagonale gespiegelte Sechseck (Reihe 2, Spalte 5 wird Reihe 5, Spalte 2); Rot ist wieder am Zug. Platztausch (Hausregel): Die Spieler tauschen die Farben, der Stein bleibt stehen, wer getauscht hat, spielt von nun an Rot, und der andere, jetzt Blau, ist am Zug. So oder so sollte Rot mit einem Zug eröffnen, der weder zu stark noch zu schwach ist. Gegen den Computer ist der Tausch auf Leicht aus und auf Mittel und Schwer an; bei Herausforderungen zu zweit ist er an, wenn die Herausforderung nichts anderes sagt. Spielt der Computer in Hex Blau, tauscht er, wenn der erste rote Stein nicht am Rand steht.
    { "**" }Rex** kehrt das Ziel um: Wer seine eigenen beiden Seiten verbindet, verliert. Mehr dazu mit /hex rules variant:rex.
    Befehle: /hex move e5, /hex swap, /hex resign, /hex board, /hex ai, /hex challenge.
rules-rex =
    { "**" }Rex** (umgekehrtes Hex, Misère-Hex) hat Brett, Steine und Zugfolge von Hex, kehrt aber das Ziel um: Wer eine Kette zwischen seinen eigenen beiden Seiten schließt, verliert. Rot muss vermeiden, die beiden roten Seiten zu verbinden, Blau die beiden blauen; du gewinnst, wenn der Gegner gezwungen ist, seine zu verbinden. Wie bei Hex gehören die Ecksechsecke zu beiden Seiten.
    Unentschieden gibt es nicht: Das Brett kann nicht voll werden, ohne dass jemand seine Seiten verbindet, und weil niemand passen darf, muss ein Spieler, dem nur noch Sechsecke bleiben, die seine eigene Kette schließen, eines davon nehmen und verliert. Die Kette, die verloren hat, ist auf dem letzten Bild durchgestrichen (dunkel, schraffiert und angekreuzt), nie golden.
    { "**" }Spielweise:** Statt quer über das Brett zu eilen, verteile Steine, die voneinander getrennt bleiben, und halte sichere Züge in Reserve, damit sie dem Gegner zuerst ausgehen.
    { "**" }Tauschregel:** dieselben zwei Formen wie bei Hex (Spiegeltausch oder Platztausch), an und aus wie bei Hex. Bei Rex kann ein früher Stein aber ebenso schaden wie nützen, ob sich der Tausch lohnt, ist also eine andere Frage: Die Randregel, der der Computer bei Hex folgt, gilt hier nicht, und bei Rex entscheidet der Computer selbst, ob er tauscht.
    Eine Partie beginnst du mit /hex challenge variant:rex oder /hex ai variant:rex; die Befehle sind die von Hex.

## Discord: what the bot says of its own
sorry = Bei mir ist etwas schiefgegangen. Bitte versuch es noch einmal.
file-too-large = ({ $name } ist zu groß, um es hier anzuhängen.)
thread-name = { $challenger } gegen { $opponent }

## Discord: the /hex command (names stay English; descriptions and choices are translated)
cmd-hex = Spiel Hex (oder Rex) in diesem Kanal
cmd-challenge = Fordere jemanden zu einer Partie in diesem Kanal heraus
cmd-challenge-opponent = Gegen wen du spielen willst
cmd-challenge-size = Brettgröße, { $min } bis { $max } (Standard: wie der Server, sonst 11)
cmd-challenge-variant = Hex oder Rex (Standard: wie der Server, sonst Hex)
cmd-challenge-swap = Die Tauschregel: aus, gespiegelt oder Platztausch (Standard: die des Servers)
cmd-challenge-timer = Zeit pro Zug: 30 oder 60 s (der Computer zieht für dich) oder Tage (du verlierst auf Zeit)
cmd-challenge-first = Wer zuerst zieht und Rot spielt (Standard: ich)
cmd-challenge-thread = In einem neuen Thread spielen, benannt nach den Spielern
cmd-challenge-orientation = Wie das Brett gezeigt wird: normal oder fürs Handy gedreht (Standard: wie der Server)
cmd-ai = Spiel gegen den Computer
cmd-ai-level = Wie stark der Computer spielt (Standard: Mittel)
cmd-ai-size = Brettgröße, { $min } bis { $max } (Standard: wie der Server, sonst 11)
cmd-ai-variant = Hex oder Rex (Standard: wie der Server, sonst Hex)
cmd-ai-first = Wer zuerst zieht und Rot spielt (Standard: ich)
cmd-ai-orientation = Wie das Brett gezeigt wird: normal oder fürs Handy gedreht (Standard: wie der Server)
cmd-ai-timer = Zugzeit in Tagen (Standard: keine)
cmd-move = Setz einen Stein
cmd-move-cell = Das Feld, ein Buchstabe und eine Zahl wie e5
cmd-swap = Tausch: Übernimm den ersten Stein des Gegners, als Antwort von Blau auf den ersten roten Zug
cmd-resign = Gib die Partie in diesem Kanal auf (mit Rückfrage)
cmd-board = Zeig das Brett der Partie in diesem Kanal noch einmal
cmd-board-private = Nur mir zeigen, gedreht wie in meinen /hex settings
cmd-leaderboard = Die besten Spieler dieses Servers
cmd-leaderboard-page = Seite (Standard: 1)
cmd-leaderboard-kind = Welche Rangliste: Partien zu zweit (Standard), gegen den Computer oder Aufgaben
cmd-profile = Wertung, Bilanz und letzte Partien eines Spielers
cmd-profile-user = Wessen Profil (Standard: deins)
cmd-history = Letzte Partien eines Spielers: Ergebnis, Gegner, Brettgröße, Variante und Datum
cmd-history-user = Wessen Partien (Standard: deine)
cmd-export = Lade eine Partie als SGF-Datei (für HexGui und andere Hex-Programme) mit ihrer Zugliste
cmd-export-game = Die Nummer der Partie, wie /hex history sie zeigt (#12 ist 12)
menu-draw-position = Hex-Stellung zeichnen
menu-challenge-member = Zu Hex herausfordern
cmd-study = Hex studieren: Analysebrett, Diagramme, Computeranalysen und Animationen von Partien, Aufgaben
cmd-review = Computeranalyse einer beendeten Partie: ein Diagramm der Chancen und die teuersten Züge
cmd-review-game = Die Nummer der Partie, wie /hex history sie zeigt (#12 ist 12)
cmd-hint = Sicht des Computers auf deine Stellung, nur für dich (eine Partie gegen ihn zählt dann nicht mehr)
cmd-replay = Sieh dir eine Partie noch einmal als Animation an, Zug für Zug
cmd-replay-game = Die Nummer der Partie, wie /hex history sie zeigt (#12 ist 12)
cmd-rules = Wie man Hex und Rex spielt
cmd-rules-variant = Hex (Standard) oder Rex
cmd-abort = Brich die Partie in diesem Kanal ohne Ergebnis ab (Moderation)
cmd-abort-game = Nummer einer zurückgestellten Partie, die nicht lädt (ohne: die dieses Kanals)
cmd-claim = Fordere den Sieg ein, wenn dein Gegner lange nicht gezogen hat
cmd-config = Die Einstellungen dieses Servers für neue Partien (Ändern braucht „Server verwalten“)
cmd-config-size = Brettgröße neuer Partien, { $min } bis { $max }
cmd-config-variant = Hex oder Rex
cmd-config-swap = Die Tauschregel: aus, gespiegelt oder Platztausch (Leicht immer ohne Tauschregel)
cmd-config-timer = Zeit pro Zug in Partien zu zweit
cmd-config-rematch = Wer eine Revanche beginnt
cmd-config-orientation = Wie die Bretter neuer Partien gezeigt werden
cmd-config-vacation = Urlaubstage, die ein Mitglied pro Jahr nehmen darf (0 bis 30)
cmd-config-tournaments = Höchstzahl gleichzeitig offener Turniere auf diesem Server (1 bis 10)
cmd-settings = Deine eigenen Einstellungen
cmd-settings-orientation = Wie Bretter, die nur du siehst, gedreht werden
cmd-settings-notify = Wie du erfährst, dass du in einer Partie mit Zugzeit in Tagen am Zug bist
cmd-games = Deine laufenden Partien auf allen Servern, zuerst die, in denen du am Zug bist
cmd-games-page = Welche Seite der Liste
cmd-vacation = Dein Urlaub: Die Uhren deiner Partien auf diesem Server stehen still
cmd-vacation-action = Anzeigen, beginnen oder beenden (Standard: anzeigen)
cmd-plan = Geplante Antworten auf Züge deines Gegners (Tage pro Zug) oder dein nächster Zug vorgemerkt (live)
cmd-plan-moves = Sein Zug, dann deiner: e5 f4; d6 d5; * e4 (* für jeden anderen). Live: ein Feld
cmd-plan-clear = Deinen Plan in dieser Partie vergessen
choice-notify-mention = mich erwähnen
choice-notify-dm = Direktnachricht
choice-notify-off = aus
choice-vacation-status = anzeigen
choice-vacation-start = beginnen
choice-vacation-end = beenden
choice-variant-hex = Hex (verbinde deine Seiten, um zu gewinnen)
choice-color-red = Rot
choice-color-blue = Blau
choice-variant-rex = Rex (verbindest du deine Seiten, verlierst du)
choice-timer-none = keine
choice-timer-thirty = 30 Sekunden
choice-timer-sixty = 60 Sekunden
choice-timer-one-day = 1 Tag pro Zug
choice-timer-two-days = 2 Tage pro Zug
choice-timer-three-days = 3 Tage pro Zug
choice-timer-seven-days = 7 Tage pro Zug
choice-challenge-first-challenger = ich
choice-challenge-first-opponent = mein Gegner
choice-challenge-first-random = zufällig
choice-ai-first-you = ich
choice-ai-first-computer = der Computer
choice-ai-first-alternate = abwechselnd mit meiner letzten Partie
choice-level-easy = Leicht
choice-level-medium = Mittel
choice-level-hard = Schwer
choice-swap-off = aus
choice-swap-mirror = gespiegelt (der Stein geht auf sein Spiegelfeld und wird blau)
choice-swap-seat = Platztausch (die Spieler tauschen die Farben, der Stein bleibt)
choice-rematch-alternate = der andere Spieler beginnt
choice-rematch-same = derselbe Spieler beginnt
choice-orientation-normal = normal (breit)
choice-orientation-rotated = um 90° gedreht (hoch, fürs Handy)
choice-ladder-players = Partien zu zweit
choice-ladder-computer = gegen den Computer

## the terminal (hexbot local)
local-welcome = hexbot local: Du bist { $name }. Gib help für die Befehle ein, quit zum Beenden.
local-help =
    Gib die Slash-Befehle des Bots als Text ein (das /hex, /hex-study oder /hex-tournament am Anfang ist freiwillig):
      /hex ai [level:easy|medium|hard] [size:{ $min }-{ $max }] [variant:hex|rex] [first:you|computer|alternate] [orientation:normal|rotated] [timer:none|1d|2d|3d|7d]
      /hex challenge @NAME [size:N] [variant:hex|rex] [swap:on|off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [first:challenger|opponent|random] [orientation:normal|rotated]
      accept · decline · withdraw
      /hex move e5   (oder nur e5) · swap · resign · confirm · board [private:yes] · rematch [starter:same] · claim · abort
      /hex leaderboard [kind:computer|puzzles] [page:N] · /hex profile [@NAME] · /hex history [@NAME] · /hex export game:ID · /hex-study review game:ID · hint · replay ID [DATEI.gif] · rules [variant:hex|rex]
      /hex config [size:N] [variant:hex|rex] [swap:off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [rematch:alternate|same] [orientation:normal|rotated] [vacation:0-30] · /hex settings [orientation:normal|rotated] [notify:mention|dm|off]
      /hex games [page:N] · /hex vacation [start|end] · /hex plan [e5 f4; d6 d5; * e4|clear] · /hex-study puzzle [e5|hint|solution]
      /hex-study analyze [size:N] [moves: e5 swap d4 | game:ID [move:K] | file:DATEI.sgf | link:URL | red:d4,e5 blue:c3 [to-move:red|blue]]
      /hex-study diagram (eine Quelle wie bei analyze) [orientation:normal|rotated] [marks:e5,d4]
      /hex-tournament create [format:swiss|round-robin|double-round-robin|knockout] [rounds:N] [rules:2025|2017] [size:N] [variant:hex|rex] [swap:…] [timer:…] [rated:yes|no] [max:N] NAME · /hex-tournament join|leave|start|standings|cancel|withdraw|export [ID] · channel N
      1, 2, ...      drückt die nummerierte Schaltfläche nach dem letzten Brett („3 e5“ für Ziehen)
      as NAME: ...   handelt als anderer (simulierter) Benutzer, z. B. „as bob: accept“
      help · quit
local-say-what = sag, was der Benutzer nach „as NAME:“ tut, z. B. „as bob: accept“
local-as-form = schreib „as NAME: Befehl“, z. B. „as bob: accept“
local-as-needs-name = „as NAME:“ braucht einen Namen
local-no-options = dieser Befehl kennt keine Option „{ $option }“
local-unknown-option = unbekannte Option „{ $option }“ (dieser Befehl kennt { $known })
local-needs-value = die Option „{ $option }“ braucht einen Wert, z. B. { $option }:…
local-bad-value = { $option }:{ $value } ist kein Wert, den diese Option annimmt; gib help für die Liste ein
local-extra-word = „{ $command }“ nimmt kein „{ $word }“
local-say-whom = sag, wen du herausforderst: /hex challenge @bob
local-say-cell = sag, welches Feld: /hex move e5
local-not-a-page = „{ $text }“ ist keine Seitenzahl
local-say-game = sag, welche Partie: /hex export game:12
local-say-replay = sag, welche Partie: replay 12 (und, wenn du willst, einen Dateinamen zum Speichern)
local-not-a-game = „{ $text }“ ist keine Partienummer
local-unknown-command = unbekannter Befehl „{ $command }“; gib help für die Liste ein
local-only-you = (nur { $name } sieht das)
local-board-picture = Bild des Bretts: { $path }
local-saved = gespeichert: { $path }
local-cannot-read = { $file } lässt sich nicht lesen: { $error }
local-cannot-write = { $path } kann nicht geschrieben werden: { $error }
local-cannot-draw = (das Brett kann nicht gezeichnet werden: { $error })
local-buttons = Schaltflächen: { $choices }
local-no-buttons = es gibt keine Schaltflächen
local-no-such-button = es gibt keine Schaltfläche { $number } (nur 1 bis { $count })
local-button-needs-cell = Schaltfläche { $number } ({ $label }) braucht ein Feld: Gib „{ $number } e5“ ein
local-went-wrong = etwas ist schiefgegangen: { $error }
local-no-move = (kein Zug vom Computer; es geht weiter)
local-spinner = Der Computer denkt nach … { $playouts ->
    [one] { $playouts } Simulation
   *[other] { $playouts } Simulationen
}
# The letters of the stones on a board drawn without colours.
local-letter-red = R
local-letter-blue = B
local-legend-color = Rot { $red-stone } verbindet die beiden roten Seiten ({ $red-edge }), Blau { $blue-stone } die beiden blauen ({ $blue-edge })
local-legend-plain = { $red-stone } (Rot) verbindet die beiden roten Seiten ({ $red-edge }), { $blue-stone } (Blau) die beiden blauen ({ $blue-edge }); < markiert den letzten Zug, * und # die Siegerkette
local-legend-color-rex = Rex: Rot { $red-stone } muss vermeiden, die beiden roten Seiten ({ $red-edge }) zu verbinden, Blau { $blue-stone } die beiden blauen ({ $blue-edge }); wer die eigenen Seiten verbindet, verliert, und { $lost } markiert die Kette, die verloren hat
local-legend-plain-rex = Rex: { $red-stone } (Rot) muss vermeiden, die beiden roten Seiten ({ $red-edge }) zu verbinden, { $blue-stone } (Blau) die beiden blauen ({ $blue-edge }); wer die eigenen Seiten verbindet, verliert; < markiert den letzten Zug, x die Kette, die verloren hat

## slow games: day clocks, "your move" notices, /hex games, vacations
details-day-clock = { $days ->
    [one] 1 Tag pro Zug
   *[other] { $days } Tage pro Zug
}
reason-time = auf Zeit, da die Uhr des Gegners abgelaufen ist
lost-on-time = { $loser } hat die Uhr ablaufen lassen und verliert auf Zeit: { $winner } ({ $color }) gewinnt!
time-ran-out-vs-computer = { $player } hat die Uhr ablaufen lassen, darum endet die Partie gegen den Computer hier, ohne Wertung. Der Kanal ist frei für eine neue Partie.
your-move = { $player }, du bist am Zug (Gegner: { $opponent }). Du hast noch { $left }.
your-move-reminder = { $player }, nur noch ein Viertel deiner Zeit ist übrig: Du hast noch { $left } für deinen Zug (Gegner: { $opponent }). Die Partie: { $game }
your-move-direct = Du bist am Zug (Gegner: { $opponent }). Du hast noch { $left }. Die Partie: { $game }
clock-stands-still = Die Uhr steht still: { $player } ist bis { $until } im Urlaub.
days-hours = { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
} { $hours } Std.
days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
live-timer-vs-computer = Gegen den Computer hat eine Partie eine Zugzeit in Tagen (1, 2, 3 oder 7 Tage pro Zug) oder keine; auf den Computer wird nie gewartet.
day-clock-gave-up = Die Uhr der Partie konnte nach { $tries } Versuchen nicht verarbeitet werden (der Bot kann nicht in seine Datenbank schreiben). Die Partie wartet; sie geht nach einem Neustart des Bots weiter, oder die Moderation bricht sie mit /hex abort ab.
claim-day-clock = Diese Partie hat eine Zugzeit in Tagen: Läuft die Uhr ab, verliert, wer am Zug ist, auf Zeit. Es gibt nichts einzufordern.
games-title = Deine laufenden Partien ({ $count }), zuerst die, in denen du am Zug bist:
games-none = Du hast keine laufenden Partien.
games-line-your-move = **Du bist am Zug** · #{ NUMBER($number, useGrouping: "false") } · Gegner: { $opponent } · { $variant } auf { $board } · { $clock } · { $game }
games-line-their-move = { $opponent } ist am Zug · #{ NUMBER($number, useGrouping: "false") } · { $variant } auf { $board } · { $clock } · { $game }
games-clock-left = noch { $left }
games-clock-still = Uhr angehalten (Urlaub) bis { $until }
games-no-clock = ohne Uhr
games-page = Seite { $page } von { $pages }.
button-previous = Zurück
button-next = Weiter
games-not-yours = Nur deine eigenen Partien lassen sich auflisten: /hex games zeigt sie dir, nur für dich sichtbar.
vacation-off = Du bist auf diesem Server nicht im Urlaub. Restlicher Urlaub in diesem Jahr: { $left }. Nimm Urlaub mit /hex vacation action:start.
vacation-on = Du bist auf diesem Server bis { $until } im Urlaub: Die Uhren deiner Partien hier stehen still. Restlicher Urlaub in diesem Jahr: { $left }.
vacation-started = Dein Urlaub hat begonnen: Die Uhren deiner Partien auf diesem Server stehen bis { $until } still, oder bis du ihn mit /hex vacation action:end beendest. Restlicher Urlaub in diesem Jahr: { $left }.
vacation-ended = Willkommen zurück: Dein Urlaub ist beendet, und die Uhren deiner Partien hier laufen wieder. Restlicher Urlaub in diesem Jahr: { $left }.
vacation-already = Du bist schon im Urlaub, bis { $until }.
vacation-not-on = Du bist auf diesem Server nicht im Urlaub.
vacation-none-left = Du hast auf diesem Server in diesem Jahr keinen Urlaub mehr übrig.
settings-notify = Wenn du in einer Partie mit Zugzeit in Tagen am Zug bist: { $notify }.
notify-mention = du wirst im Kanal der Partie erwähnt
notify-dm = du bekommst eine Direktnachricht
notify-off = du wirst nicht benachrichtigt
config-vacation-days = Urlaub, den ein Mitglied pro Jahr nehmen darf: { $days }.
config-open-tournaments = Gleichzeitig offene Turniere, höchstens: { $count }.

## Turniere (Issue 33)
tournament-format-swiss = Schweizer System
tournament-format-round-robin = Rundenturnier
tournament-format-double-round-robin = doppeltes Rundenturnier
tournament-format-knockout = K.-o.-System
tournament-needs-manager = Nur Mitglieder, die diesen Server verwalten dürfen, können ein Turnier erstellen, starten oder absagen.
tournament-too-many = Auf diesem Server sind schon { $count } Turniere offen, mehr gehen nicht gleichzeitig. Beende oder sage zuerst eines ab.
tournament-name-invalid = Der Name eines Turniers hat 1 bis 60 Zeichen.
tournament-rounds-swiss-only = Nur ein Turnier im Schweizer System hat eine wählbare Rundenzahl: Rundenturniere und K.-o.-Turniere haben so viele Runden, wie ihre Spieler brauchen.
tournament-rounds-range = Ein Turnier im Schweizer System hat 1 bis 20 Runden.
tournament-rules-swiss-only = Nur ein Turnier im Schweizer System wird nach den FIDE-Regeln des holländischen Systems gepaart: Rundenturniere und K.-o.-Turniere haben eigene Tabellen und Turnierbäume.
tournament-max-players-range = Ein Turnier nimmt höchstens 2 bis 256 Spieler auf.
tournament-unknown = Auf diesem Server gibt es kein Turnier #{ NUMBER($id, useGrouping: "false") }.
tournament-none-here = In diesem Kanal ist kein Turnier offen. Nenne eines mit seiner Nummer (etwa 12 für #12).
tournament-already-joined = Du bist schon im Turnier #{ NUMBER($id, useGrouping: "false") }.
tournament-full = Das Turnier #{ NUMBER($id, useGrouping: "false") } ist voll: { $max } Spieler.
tournament-not-open = Das Turnier #{ NUMBER($id, useGrouping: "false") } nimmt keine Spieler mehr auf: Es hat begonnen oder ist vorbei.
tournament-not-joined = Du bist nicht im Turnier #{ NUMBER($id, useGrouping: "false") }.
tournament-too-few = Das Turnier #{ NUMBER($id, useGrouping: "false") } braucht zum Start mindestens { $min } Spieler; es hat { $count }.
tournament-not-running = Das Turnier #{ NUMBER($id, useGrouping: "false") } wird nicht gespielt.
tournament-not-playing = Du spielst im Turnier #{ NUMBER($id, useGrouping: "false") } nicht mehr mit.
tournament-created = { $user } hat das Turnier **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) erstellt: { $format }, { $variant } auf { $board }, { $timer }, { $rated }, höchstens { $max } Spieler. Mach mit über /hex-tournament join; es beginnt mit /hex-tournament start.
tournament-pairing-rules = Paarungen im Schweizer System nach den FIDE-Regeln des holländischen Systems von { $year }.
tournament-rated = gewertet
tournament-unrated = nicht gewertet
tournament-entrants = Spieler ({ $count }): { $list }
tournament-no-entrants = Noch keine Spieler.
tournament-joined = { $user } spielt bei **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) mit.
tournament-left = { $user } hat **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) verlassen.
tournament-started = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) hat begonnen: { $count } Spieler, { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}.
tournament-round = Runde { $round } von { $rounds } bei **{ $name }** (#{ NUMBER($id, useGrouping: "false") }):
tournament-pairing = Brett { $board }: { $red } (Rot) gegen { $blue } (Blau)
tournament-bye-swiss = { $user } hat spielfrei (1 Punkt).
tournament-bye-idle = { $user } setzt diese Runde aus.
tournament-bye-through = { $user } kommt kampflos in die nächste Runde.
tournament-forfeit = Brett { $board }: { $winner } gewinnt kampflos gegen { $loser }.
tournament-forfeit-both = Brett { $board }: { $red } und { $blue } haben beide aufgegeben; niemand punktet.
tournament-game = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }), Runde { $round }, Brett { $board }: { $red } (Rot) gegen { $blue } (Blau). Rot beginnt.
tournament-withdrawn = { $user } hat sich aus **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) zurückgezogen: Die restlichen Partien gehen kampflos verloren.
tournament-cancelled = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) wurde von { $user } abgesagt.
tournament-finished = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) ist vorbei. Es gewinnt { $user }. Herzlichen Glückwunsch!
tournament-finished-early = Nach den Regeln lässt sich keine weitere Runde von **{ $name }** auslosen, also endet es hier.
tournament-standings-title = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): Tabelle nach Runde { $round } von { $rounds }
tournament-standings-none = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) hat noch keine abgeschlossene Runde.
tournament-col-rank = #
tournament-col-player = Spieler
tournament-col-points = Pkt
tournament-col-games = Partien
tournament-tb-buchholz-cut1 = BhS1
tournament-tb-buchholz = Bh
tournament-tb-sonneborn-berger = SB
tournament-tb-direct = DV
tournament-tb-legend-swiss = BhS1: Buchholz ohne die schwächste Wertung; Bh: Buchholz; SB: Sonneborn-Berger; DV: direkter Vergleich.
tournament-tb-legend-round-robin = SB: Sonneborn-Berger; DV: direkter Vergleich.
tournament-standings-knockout = { $rank }. { $user }: { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}
tournament-exported = Das Turnier #{ NUMBER($id, useGrouping: "false") } als TRF-Datei (das Tournament Report File der FIDE; Rot ist Weiß, Blau ist Schwarz).
tournament-list-line = #{ NUMBER($id, useGrouping: "false") } **{ $name }**: { $format }, { $status }
tournament-status-signup = nimmt Spieler auf
tournament-status-running = Runde { $round } von { $rounds }
tournament-board-has-game = Die Partie dieses Bretts gibt es schon.
tournament-standings-row = { $rank }. { $user }: { $points } ({ $tiebreaks }), { $games }
tournament-tiebreak = { $name } { $value }
tournament-games-count = { $n ->
    [one] 1 Partie
   *[other] { $n } Partien
}
local-say-tournament = sag, was zu tun ist: tournament create|join|leave|start|standings|cancel|withdraw|export
local-not-a-tournament = „{ $text }“ ist keine Turniernummer
local-not-a-channel = „{ $text }“ ist keine Kanalnummer: channel 7
local-channel = jetzt in Kanal { $number }
local-thread = Thread { $number }: { $name } (um dort zu spielen: channel { $number })
button-join = Mitmachen
button-leave = Abmelden
tournament-needs-threads = Ich darf in diesem Kanal keine Threads erstellen, und jede Partie eines Turniers wird in einem eigenen Thread gespielt. Bitte die Moderation, mir hier das Erstellen öffentlicher Threads und das Schreiben in Threads zu erlauben.
tournament-thread-failed = Ich konnte den Thread für Brett { $board } nicht erstellen, deshalb wartet seine Partie: Ich brauche hier die Berechtigungen, öffentliche Threads zu erstellen und in Threads zu schreiben. Sobald die Moderation sie gibt, starte das Turnier noch einmal (/hex-tournament start), um die wartenden Partien anzulegen.
tournament-threads-again = Ich erstelle die Threads { $count ->
    [one] der 1 wartenden Partie
   *[other] der { $count } wartenden Partien
} noch einmal.
tournament-no-cancel = Eine Turnierpartie lässt sich nicht abbrechen: Gib sie auf (dein Gegner punktet) oder frag die Moderation.
tournament-closed-line = Die Anmeldung ist geschlossen. Verfolge das Turnier mit /hex-tournament standings.
cmd-tournament = Turniere auf diesem Server: Schweizer System, Rundenturnier oder K.-o., vom Bot geleitet
cmd-tournament-create = Erstelle ein Turnier und öffne die Anmeldung (braucht „Server verwalten“)
cmd-tournament-create-name = Sein Name (1 bis 60 Zeichen)
cmd-tournament-create-format = Schweizer System, Rundenturnier oder K.-o.-System
cmd-tournament-create-size = Brettgröße seiner Partien, { $min } bis { $max } (sonst die des Servers)
cmd-tournament-create-variant = Hex, oder Rex (wer seine Seiten verbindet, verliert) (sonst die des Servers)
cmd-tournament-create-swap = Die Tauschregel seiner Partien (sonst die des Servers)
cmd-tournament-create-timer = Zeit für jeden Zug (sonst die des Servers)
cmd-tournament-create-rated = Ob seine Partien gewertet werden (sonst ja)
cmd-tournament-create-rounds = Runden im Schweizer System, 1 bis 20 (sonst genug für einen klaren Sieger)
cmd-tournament-create-max-players = Höchstzahl der Spieler, 2 bis 256 (sonst 64)
cmd-tournament-create-rules = FIDE-Regeln (holländisches System) für die Paarungen der Runden (sonst die von 2025)
cmd-tournament-join = Mach bei einem Turnier mit, das Spieler aufnimmt
cmd-tournament-join-id = Die Nummer des Turniers (#12 ist 12; sonst das dieses Kanals)
cmd-tournament-leave = Melde dich von einem Turnier ab, bevor es beginnt
cmd-tournament-leave-id = Die Nummer des Turniers (#12 ist 12; sonst das dieses Kanals)
cmd-tournament-start = Starte ein Turnier: Spieler setzen, Runde 1 auslosen (braucht „Server verwalten“)
cmd-tournament-start-id = Die Nummer des Turniers (#12 ist 12; sonst das dieses Kanals)
cmd-tournament-standings = Die Tabelle eines Turniers, mit Kreuztabelle oder Turnierbaum als Bild
cmd-tournament-standings-id = Die Nummer des Turniers (#12 ist 12; sonst das dieses Kanals)
cmd-tournament-cancel = Sage ein Turnier ab (braucht „Server verwalten“)
cmd-tournament-cancel-id = Die Nummer des Turniers (#12 ist 12; sonst das dieses Kanals)
cmd-tournament-withdraw = Zieh dich aus einem laufenden Turnier zurück: Die restlichen Partien gehen kampflos verloren
cmd-tournament-withdraw-id = Die Nummer des Turniers (#12 ist 12; sonst das dieses Kanals)
cmd-tournament-export = Lade ein Turnier als TRF-Datei (das Tournament Report File der FIDE)
cmd-tournament-export-id = Die Nummer des Turniers (#12 ist 12; sonst das dieses Kanals)
choice-format-swiss = Schweizer System
choice-format-round-robin = Rundenturnier
choice-format-double-round-robin = doppeltes Rundenturnier
choice-format-knockout = K.-o.-System
choice-rules-2025 = FIDE-Regeln von 2025 (holländisches System)
choice-rules-2017 = FIDE-Regeln von 2017 (holländisches System)
## Aufgaben (/hex-study puzzle)
puzzle-title = Aufgabe { $number } · { $size }×{ $size } · Wertung { $rating }
puzzle-task = { $color } ist am Zug: Finde den einen Stein, der gewinnt. Jeder andere Stein verliert.
puzzle-rated = Dein erster Versuch an dieser Aufgabe zählt für deine Aufgabenwertung.
puzzle-unrated = Dieser Versuch zählt nicht für deine Aufgabenwertung (du kennst die Aufgabe schon oder hast den Tipp genommen).
puzzle-continue = { $cell } hält den Sieg. { $color } antwortet { $answer }: Du bist am Zug.
puzzle-solved = Gelöst! { $cell } schließt die Kette: { $color } gewinnt.
puzzle-solved-connected = Gelöst! Nach { $cell } verbindet { $color }, was die Gegenseite auch spielt: Die markierten Felder halten die Kette.
puzzle-wrong = { $cell } verliert: Nach { $answer } verbindet { $color }.
puzzle-wrong-no-answer = { $cell } verliert: { $color } verbindet, was du auch als Nächstes spielst.
puzzle-unproved = Der Löser konnte mit seinem Budget nicht beweisen, dass { $cell } gewinnt; die Aufgabe zählt als nicht gelöst.
puzzle-gave-up = Du hast nach der Lösung gefragt: Diese Aufgabe zählt als nicht gelöst.
puzzle-solution = { $stones ->
    [0] Die Lösung: { $key }.
   *[other] Die Lösung: { $key }, dann { $line }.
}
puzzle-rating-change = Deine Aufgabenwertung: { $before } → { $after } ({ $delta }).
puzzle-hint-ask = Ein Tipp lässt diese Aufgabe für deine Wertung als nicht gelöst zählen: { $before } → { $after }. Tipp zeigen?
puzzle-hint-shown = Der gewinnende Stein liegt im markierten Bereich: { $cells }.
puzzle-caption = Aufgabe { $number }: { $color } ist am Zug
puzzle-none-open = Du hast hier keine Aufgabe offen. /hex-study puzzle gibt dir eine.
puzzle-over = Diese Aufgabe ist vorbei. /hex-study puzzle gibt dir eine neue.
puzzle-not-yours = Das ist die Aufgabe von jemand anderem. /hex-study puzzle gibt dir deine eigene.
puzzle-busy = Dein letzter Stein wird noch geprüft: einer nach dem anderen. Nichts wurde geändert.
puzzle-no-library = Dieser Bot hat keine Aufgaben im Angebot.
button-give-up = Lösung zeigen
button-next-puzzle = Nächste Aufgabe
button-puzzle-hint = Tipp
puzzle-leaderboard-title = Aufgaben-Rangliste (Seite { $page } von { $pages })
puzzle-leaderboard-empty = Auf diesem Server hat noch niemand eine gewertete Aufgabe beendet. /hex-study puzzle gibt dir eine.
profile-puzzles = Aufgaben: Wertung { $rating } ± { $deviation }{ $provisional } · { $wins } gelöst, { $losses } nicht gelöst
cmd-puzzle = Eine Hex-Aufgabe nur für dich: Finde den einen Stein, der gewinnt
cmd-puzzle-action = Was tun (Standard: deine Aufgabe zeigen oder eine neue)
cmd-puzzle-move = Dein Stein in deiner offenen Aufgabe, zum Beispiel e5
choice-puzzle-open = meine Aufgabe zeigen
choice-puzzle-hint = Tipp
choice-puzzle-give-up = Lösung zeigen (zählt als nicht gelöst)
choice-ladder-puzzles = Aufgaben
profile-daily-streak = Tagesaufgabe: Serie { $current } (beste { $best })
puzzle-daily-post = Tagesaufgabe vom { $date } · Aufgabe { $number } · { $size }×{ $size } · Wertung { $rating }
puzzle-daily-task = { $color } ist am Zug: Finde den einen Stein, der gewinnt. Drücke Lösen, um es zu versuchen; deine Antworten siehst nur du.
puzzle-daily-nobody = Noch hat niemand sie gelöst.
puzzle-daily-solvers = { $more ->
    [0] Gelöst von { $count }: { $names }.
   *[other] Gelöst von { $count }: { $names } und { $more } weiteren.
}
puzzle-daily-of = Die Tagesaufgabe vom { $date }.
puzzle-daily-solved-already = Du hast die Tagesaufgabe vom { $date } gelöst (Aufgabe { $number }). Die nächste kommt morgen.
puzzle-daily-tried-already = Du hast die Tagesaufgabe vom { $date } (Aufgabe { $number }) versucht und nicht gelöst. Die nächste kommt morgen.
puzzle-daily-streak = Deine Serie bei Tagesaufgaben: { $current } (beste { $best }).
puzzle-daily-old = Das ist die Tagesaufgabe vom { $date }, und die ist vorbei. /hex-study puzzle action:Tagesaufgabe zeigt die heutige.
puzzle-daily-finish-first = Du hast Aufgabe { $number } offen: Löse sie oder lass dir erst die Lösung zeigen (/hex-study puzzle), dann drücke wieder Lösen.
button-solve-daily = Lösen
config-daily-puzzle = Tagesaufgabe: jeden Tag um { $hour }:00 UTC in { $channel }.
config-daily-puzzle-off = Tagesaufgabe: wird nicht gepostet (/hex-study puzzle action:Tagesaufgabe zeigt sie; der Tag beginnt um { $hour }:00 UTC).
config-bad-puzzle-hour = { $hour } ist keine Stunde: Die Stunde der Tagesaufgabe ist 0 bis 23 (UTC).
cmd-config-puzzle-channel = Der Kanal, in dem die Tagesaufgabe gepostet wird
cmd-config-puzzle-hour = Die Stunde (UTC, 0 bis 23), zu der die Tagesaufgabe gepostet wird
cmd-config-puzzle-stop = Die Tagesaufgabe nicht mehr posten
choice-puzzle-daily = Tagesaufgabe

## The web companion (pages in a browser; hexbot web)
web-cell-empty = { $cell }, leer
web-cell-red = { $cell }, roter Stein
web-cell-blue = { $cell }, blauer Stein
web-move-resign = gibt auf
web-title-game = Partie { NUMBER($game, useGrouping: "false") } · { $variant } · { $size }×{ $size }
web-board-label = Das Brett: Wähle ein Feld mit den Pfeiltasten und setze mit Enter
web-rotate = Brett drehen
web-move-by = Zug bis { $time }.
web-moves = Züge
web-no-moves = Noch keine Züge.
web-swap = Tausch
web-resign = Aufgeben
web-resign-confirm = Endgültig aufgeben
web-your-turn = Du bist am Zug: Klicke auf ein Feld oder wähle eines mit den Pfeiltasten und drücke Enter.
web-plan-premove-help = Während dein Gegner überlegt, klicke auf ein Feld, um es als deinen nächsten Zug vorzumerken (Vorzug): Er wird gespielt, sobald dein Gegner gezogen hat, außer sein Zug besetzt das Feld. Er wird ihm nie gezeigt.
web-plan-lines-help = Plane deine Antworten, während du weg bist: Klicke auf einen möglichen Zug deines Gegners, dann auf deine Antwort, dann auf seinen nächsten Zug und deine Antwort darauf, und speichere die Zugfolge. Dein Plan wird deinem Gegner nie gezeigt.
web-plan-line = Zugfolge:
web-plan-save = Zugfolge speichern
web-plan-undo = Ein Feld zurück
web-plan-show = Meinen Plan zeigen
web-plan-forget = Meinen Plan vergessen
web-read-only = Du schaust zu. Jeder Spieler zieht über seinen persönlichen Link.
web-sent = Dein Zug wird gesendet …
web-connection-lost = Die Verbindung ist abgebrochen. Lade die Seite neu, um der Partie weiter zu folgen.
web-replay = Wiedergabe
web-replay-at = Stellung nach { $ply } von { $moves } Zügen
web-first = Anfang
web-previous = Zurück
web-next = Weiter
web-last = Ende
web-review = Rots Gewinnchance nach jedem Zug (Analyse des Computers)
web-review-point = Nach Zug { $ply }: Rot { $percent } %
web-review-ask = Den Computer um seine Analyse bitten (das dauert ein paar Sekunden)
web-sgf = Partie herunterladen (SGF)
web-link-malformed = Dieser Link stammt nicht von diesem Bot: Die Seite ist nur zum Zuschauen.
web-link-forged = Dieser Link wurde verändert und gilt nicht: Die Seite ist nur zum Zuschauen.
web-link-expired = Dieser Link ist abgelaufen: Hol dir mit dem Knopf am Brett einen neuen. Bis dahin ist die Seite nur zum Zuschauen.
web-link-other-game = Dieser Link gehört zu einer anderen Partie oder einem anderen Spieler: Die Seite ist nur zum Zuschauen.
web-not-found = Diese Seite gibt es hier nicht.
web-failed = Bei uns ist etwas schiefgegangen. Versuch es gleich noch einmal.
web-too-many = Zu viele Anfragen: Warte ein paar Sekunden und versuch es dann noch einmal.
web-bad-form = Die Anfrage war unvollständig: Lade die Seite neu und versuch es noch einmal.
web-second-player = Zweiter Spieler
web-start-title = Hex im Browser spielen
web-start-intro = Du spielst als { $name }. Wähle einen Gegner und ein Brett; jede Partie bekommt eine eigene Seite, und du ziehst per Klick.
web-start-opponent = Gegner
web-start-two = Zwei Spieler an diesem Bildschirm
web-start-size = Brettgröße
web-start-variant = Spiel
web-start-first = Wer spielt Rot und beginnt (gegen den Computer)
web-start-first-you = Du
web-start-first-computer = Der Computer
web-start-go = Partie starten
web-analysis-start-title = Analysebrett
web-analysis-start-intro = Untersuche eine Stellung: Öffne ein leeres Brett der gewählten Größe, oder füge eine Zugliste (e5 swap d4), eine SGF-Partie (HexGui, MoHex, Little Golem) oder einen HexWorld-Link ein. Setze Steine für beide Seiten, probiere Varianten, frag den Computer.
web-analysis-text = Züge, SGF-Partie oder Link (leer für ein leeres Brett)
web-analysis-go = Brett öffnen
web-analysis-board-label = Das Analysebrett: Klicke auf ein leeres Feld, um es zu besetzen
web-analysis-moves = Züge
web-analysis-click = Klicke auf ein leeres Feld, um es für die Seite am Zug zu besetzen, oder tippe einen oder mehrere Züge ein.
web-analysis-download = { $name } herunterladen
config-web-on = Webseiten: an. Die Partien dieses Servers lassen sich unter { $url } verfolgen.
config-web-unserved = Webseiten: an, aber dieser Bot stellt keine Webseiten bereit (sein Betreiber hat sie nicht eingerichtet).
config-web-off = Webseiten: aus (/hex config web:True gibt jeder Partie dieses Servers eine Seite im Web).
cmd-config-web = Den Partien dieses Servers Webseiten geben (Live-Bretter, Wiedergaben, Spielen per Klick)
button-play-on-web = Im Browser spielen
button-game-page = Seite der Partie
web-link-given = Dein persönlicher Link, um Partie { NUMBER($game, useGrouping: "false") } per Klick zu spielen, liegt auf dem Knopf dieser Nachricht. Er gilt bis { $expires }. Wer ihn hat, kann für dich ziehen: Behalte ihn für dich.
web-link-not-player = Nur die Spieler von Partie { NUMBER($game, useGrouping: "false") } bekommen einen Link zum Spielen. Verfolgen kann sie jeder unter { $url }.
web-link-over = Partie { NUMBER($game, useGrouping: "false") } ist vorbei: Ihre Seite zeigt die Wiederholung, unter { $url }.
web-link-unserved = Diese Partie hat keine Webseite (der Server hat die Webseiten ausgeschaltet, oder der Bot bietet keine an).
web-bot-home = Das ist der Web-Begleiter von hexbot. Jeder Discord-Server, der ihn einschaltet (/hex config web:True), hat hier eine Seite, ebenso jede seiner Partien.
web-server-title = Partien und Ranglisten des Servers
web-server-games = Neueste Partien
web-server-no-games = Noch keine Partien.
web-server-game = Partie { NUMBER($game, useGrouping: "false") }
web-server-tournament = Turnier { NUMBER($id, useGrouping: "false") }
web-server-tournament-picture = Der Stand von Turnier { NUMBER($id, useGrouping: "false") } als Tabelle

## Das Analysebrett (/hex-study analyze)
cmd-analyze = Dein eigenes Analysebrett: leer, aufgebaut, aus einer Partie, Zugliste, SGF-Datei oder einem Link
cmd-analyze-size = Brettgröße, { $min } bis { $max } (Standard: die der Züge, sonst 11)
cmd-analyze-variant = Hex oder Rex (Standard Hex)
cmd-analyze-moves = Eine Zugliste wie "e5 swap d4" (so schreiben HexGui und MoHex die Felder)
cmd-analyze-sgf = Eine SGF-Partiedatei (HexGui, MoHex, Little Golem)
cmd-analyze-link = Ein HexWorld-Brettlink oder ein Link zu einer Partieseite dieses Bots
cmd-analyze-game = Die Nummer der Partie, wie /hex history sie zeigt (#12 ist 12)
cmd-analyze-move = Mit game: der Zug, der gezeigt wird (Standard: der letzte)
cmd-analyze-red = Aufbauen: die roten Steine, etwa "d4 e5"
cmd-analyze-blue = Aufbauen: die blauen Steine, etwa "c3 f6"
cmd-analyze-to-move = Aufbauen: wer am Zug ist (Standard: die Farbe mit weniger Steinen, bei Gleichstand Rot)
cmd-analyze-swap = Mit moves: die Tauschregel, aus, gespiegelt oder Platztausch (Standard: gespiegelt)
cmd-diagram = Zeichne eine Stellung für alle: aus einer Zugliste, SGF-Datei, einem HexWorld-Link oder einer Partie
cmd-diagram-moves = Eine Zugliste wie "e5 swap d4" (so schreiben HexGui und MoHex die Felder)
cmd-diagram-sgf = Eine SGF-Partiedatei (HexGui, MoHex, Little Golem)
cmd-diagram-link = Ein HexWorld-Brettlink oder ein Link zu einer Partieseite dieses Bots
cmd-diagram-game = Die Nummer der Partie, wie /hex history sie zeigt (#12 ist 12)
cmd-diagram-move = Mit game: der Zug, der gezeigt wird (Standard: der letzte)
cmd-diagram-size = Mit moves: die Brettgröße, { $min } bis { $max } (Standard: die der Züge, sonst 11)
cmd-diagram-variant = Mit moves: Hex oder Rex (Standard Hex)
cmd-diagram-orientation = Wie das Brett gedreht ist (Standard: deine Einstellung)
cmd-diagram-marks = Felder, die mit A, B, C… markiert werden, etwa "e5 f6"
analysis-title = Analysebrett { NUMBER($number, useGrouping: "false") } · { $size }×{ $size } · { $variant }
analysis-opened = Dein Brett ist offen; nur du siehst es. Setze Steine für beide Seiten, geh vor und zurück, probiere Varianten. Der Computer sieht sich keine Stellungen von Partien an, die noch gespielt werden.
analysis-to-move = Zug { $ply } dieser Linie · { $color } ist am Zug
analysis-won = Zug { $ply } dieser Linie · { $color } hat gewonnen
analysis-next = Hier danach gespielt: { $moves }
analysis-explorer = In beendeten Partien dieses Servers und deinen wurde hier danach gespielt: { $moves }
analysis-explorer-move = { $move } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, Rot { $percent } %)
analysis-swap-move = Tausch
analysis-start-position = Anfang
analysis-caption = Zug { $ply } ({ $last }) · { $color } ist am Zug
analysis-caption-over = Zug { $ply } ({ $last }) · { $color } hat gewonnen
analysis-deleted = Dieser Zug und die Varianten danach sind gelöscht.
analysis-chance = Der Computer: Die Chance von Rot ist hier { $percent } % ({ $playouts ->
    [one] { $playouts } Simulation
   *[other] { $playouts } Simulationen
}). Je grüner ein Feld, desto mehr hat seine Suche dort gerechnet. Seine besten Züge, mit der Chance von Rot nach jedem:
analysis-engine-move = { $rank }. { $cell }: Rot { $percent } %
analysis-line = Die Linie, die er erwartet: { $moves }
analysis-swap-map = Die Tausch-Karte dieses Bretts: Die Zahl auf jedem Feld ist die Chance von Rot in Prozent nach einem ersten Stein dort, wenn Blau entschieden hat, ob getauscht wird (Blau tauscht, wo die Chance von Rot über 50 % läge). Je grüner ein Feld, desto fairer der Stein. Einmal vom Computer berechnet, mit { $playouts } Simulationen je Stein. Die fairsten ersten Steine: { $cells }
analysis-swap-map-stone = { $cell } (Rot { $percent } %)
analysis-proved-wins = Vom Löser bewiesen: { $color } gewinnt von hier aus. { $count ->
    [one] Der gewinnende Stein: { $cells }.
   *[other] Die gewinnenden Steine ({ $count }): { $cells }.
}
analysis-proved-wins-one = Vom Löser bewiesen: { $color } gewinnt von hier aus, und { $cells } ist ein gewinnender Stein.
analysis-proved-loses = Vom Löser bewiesen: { $winner } gewinnt, was { $color } auch spielt.
analysis-shared = { $player } teilt eine Stellung von einem Analysebrett: auf { $board }, Zug { $ply }.
diagram = Diagramm von { $player }: auf { $board }, Zug { $ply }.
diagram-bad-mark = "{ $text }" ist kein Feld auf { $board }, das markiert werden kann. Nichts wurde gepostet.
diagram-too-many-marks = Höchstens { $max } Felder können markiert werden (A bis Z). Nichts wurde gepostet.
diagram-nothing-in-message = Diese Nachricht enthält keine Hex-Stellung zum Zeichnen: keine Zugliste (wie e5 d4 c3), keine SGF-Datei, keinen Link zu HexWorld oder zu einer unserer Partien. Nichts wurde gepostet.
challenge-form-title = { $name } zu Hex herausfordern
challenge-form-size = Brettgröße, { $min } bis { $max } (optional)
challenge-form-variant = Hex oder Rex (optional)
challenge-form-swap = Tauschregel (optional)
challenge-form-timer = Zeit pro Zug (optional)
challenge-form-first = Wer spielt Rot: me, them oder random
challenge-form-bad = „{ $text }“ passt dort nicht; schreib eines von { $expected }. Es wurde keine Herausforderung gestellt.
analysis-shared-moves = Züge: { $moves }
analysis-shared-caption = Zug { $ply } · { $color } ist am Zug
analysis-stale = Dieser Knopf gehört zu einem Zug, der nicht mehr auf diesem Brett ist. Es wurde nichts geändert.
analysis-gone = Dieses Analysebrett wird nicht mehr aufbewahrt (jeder behält seine 20 neuesten). Öffne ein neues mit /hex-study analyze.
analysis-not-yours = Dieses Analysebrett gehört jemand anderem. Öffne dein eigenes mit /hex-study analyze.
analysis-raced = Das Brett hat sich im selben Moment geändert (ein anderer Klick war schneller). Es wurde nichts geändert; versuch es noch einmal.
analysis-too-many-moves = Höchstens 40 Züge auf einmal. Es wurde nichts geändert.
analysis-bad-move = "{ $text }" (Wort { $number }) ist kein Zug: Gib Felder wie e5 ein, oder swap. Es wurde nichts geändert.
analysis-illegal-move = { $text } (Zug { $number }) geht dort nicht: Das Feld ist besetzt oder nicht auf dem Brett, oder Tauschen ist nicht möglich. Es wurde nichts geändert.
analysis-tree-full = Dieses Brett fasst höchstens { $max } Züge. Lösche zuerst eine Variante. Es wurde nichts geändert.
analysis-delete-root = Die Anfangsstellung kann nicht gelöscht werden.
analysis-one-source = Gib nur eine Quelle für das Brett an: moves, sgf, link, game oder aufgebaute Steine. Es wurde nichts geöffnet.
analysis-bad-stone = "{ $text }" ist kein Feld für einen Stein von { $color }. Es wurde nichts geöffnet.
analysis-bad-setup = Dieser Aufbau ist keine Stellung, in der man spielen kann: { $detail }. Es wurde nichts geöffnet.
analysis-not-a-link = Diesen Link liest das Brett nicht: Gib einen HexWorld-Brettlink (https://hexworld.org/board/#…) oder einen Link zu einer Partieseite dieses Bots an. Es wurde nichts geöffnet.
analysis-bad-import = Das ließ sich nicht lesen ({ $where }): { $detail }. Es wurde nichts geöffnet.
analysis-at = Zeile { $line }, Spalte { $column }
analysis-at-move = Zug { $number } ({ $text }), { $place }
analysis-at-whole = die ganze Eingabe
analysis-record-too-large = Die angehängte Datei ist größer als 1 MiB, zu groß für eine Partie. Es wurde nichts geöffnet.
analysis-record-unread = Die angehängte Datei ließ sich nicht lesen (sie kam nicht rechtzeitig an, oder sie ist keine Textdatei). Es wurde nichts geöffnet.
analysis-live-game = Der Computer sieht sich diese Stellung nicht an: Sie ist (fast) die Stellung einer Partie, die noch gespielt wird. Von Hand kannst du sie weiter untersuchen; wenn die Partie vorbei ist, ist sie frei zur Analyse.
analysis-in-flight = Der Computer arbeitet noch an deiner letzten Anfrage: eine nach der anderen. Es wurde nichts geändert.
analysis-busy = Der Computer ist gerade mit den Zügen der Spieler beschäftigt, darum wartet die Analyse. Frag gleich noch einmal; es wurde nichts geändert.
analysis-moves-title = Auf dem Analysebrett ziehen
analysis-moves-label = Züge, für jede Seite abwechselnd (e5 d6 c7)
button-analysis-start = ⏮
button-analysis-back = ◀
button-analysis-forward = ▶
button-analysis-end = ⏭
button-analysis-sibling = Nächste Variante
button-analysis-play = Ziehen
button-analysis-engine = Computer
button-analysis-share = Teilen
button-analysis-delete = Zug löschen
button-analysis-web = Im Browser öffnen
button-hex-world = Auf HexWorld öffnen

# Außerhalb von Servern (Direktnachricht, Gruppennachricht, ein Server, in dem nur die Person hexbot installiert hat): Was einen Server braucht, wird abgelehnt, mit Grund.
outside-leaderboard = Ranglisten gehören zu einem Server, und hier ist kein Server, auf dem hexbot installiert ist (eine Direktnachricht, eine Gruppennachricht oder ein Server, der ihn nicht hinzugefügt hat). Deine Wertung aus Partien außerhalb von Servern steht in /hex profile.
outside-config = Servereinstellungen brauchen einen Server, auf dem hexbot installiert ist; hier gelten die üblichen Vorgaben, und die Optionen jedes Befehls ändern sie. Deine eigenen Einstellungen findest du unter /hex settings.
outside-vacation = Urlaub hält Zugzeiten in Tagen an, und Partien mit Zugzeit in Tagen werden nur auf Servern gespielt, auf denen hexbot installiert ist. Nutze /hex vacation dort.
outside-tournament = Turniere finden auf Servern statt, auf denen hexbot installiert ist: Dort bekommt jede Partie einen eigenen Thread.
outside-thread = Hier kann hexbot keine Threads erstellen (das ist kein Server, auf dem er installiert ist). Fordere ohne thread heraus: Die Partie wird gleich hier gespielt.
outside-day-clock = Partien mit Zugzeit in Tagen brauchen einen Server, auf dem hexbot installiert ist: Hier kann hexbot nur auf Befehle antworten und könnte niemandem Tage später sagen, dass er am Zug ist. Spiel hier ohne Zugzeit in Tagen oder auf einem Server.
profile-outside = Partien außerhalb von Servern (Direktnachrichten, Gruppennachrichten, Server ohne hexbot) haben eigene Ranglisten:
profile-empty-outside = { $player } hat außerhalb von Servern noch keine gewerteten Partien.
profile-no-player-games-outside = { $player } hat außerhalb von Servern noch keine gewerteten Partien gegen andere Spieler.

# Bedingte Züge (`/hex plan`): privat, nie dem Gegner gezeigt.
plan-against-computer = Der Computer antwortet, sobald er am Zug ist; in einer Partie gegen ihn gibt es nichts zu planen. Nichts wurde geplant.
plan-your-move = Du bist am Zug: Spiel zuerst diesen Zug. Ein Plan beantwortet die nächsten Züge deines Gegners.
plan-played = ({ $player } hatte diese Antwort geplant.)
plan-shown = Dein Plan in dieser Partie, nie deinem Gegner gezeigt ({ $answers ->
    [one] eine Antwort
   *[other] { $answers } Antworten
}): { $plan }. Füge Zugfolgen mit /hex plan moves: hinzu oder vergiss ihn mit clear:true.
plan-saved = Gespeichert. Dein Plan ({ $answers ->
    [one] eine Antwort
   *[other] { $answers } Antworten
}): { $plan }. Spielt dein Gegner einen dieser Züge, wird deine Antwort sofort gespielt; ein Zug außerhalb des Plans beendet ihn.
plan-none = Du hast in dieser Partie keinen Plan. Plane Antworten mit /hex plan moves: e5 f4; d6 d5 – erst der Zug deines Gegners, dann deiner; * e4 beantwortet jeden anderen Zug.
plan-cleared = Dein Plan in dieser Partie ist vergessen.
plan-empty = Der Plan nennt keinen Zug: Schreib den Zug deines Gegners, dann deine Antwort, etwa e5 f4; d6 d5 e7 c8. Nichts wurde geplant.
plan-not-a-cell = „{ $text }“ ist kein Feld dieses Bretts. Nichts wurde geplant.
plan-no-answer = Die Zugfolge endet mit { $cell } deines Gegners und ohne Antwort darauf. Nichts wurde geplant.
plan-taken = { $cell } ist dort schon besetzt, wo die Zugfolge es spielen würde. Nichts wurde geplant.
plan-after-end = Die Partie wäre vor { $cell } schon zu Ende. Nichts wurde geplant.
plan-too-many = Ein Plan fasst höchstens { $max } Antworten. Nichts wurde geplant.
plan-any-misplaced = * steht für jeden anderen Zug deines Gegners, an seiner Stelle am Ende einer Zugfolge, gefolgt von deiner Antwort: d6 d5; * e4. Nichts wurde geplant.
plan-played-direct = Dein Plan hat in { $game } auf { $their } mit { $cell } geantwortet. { $left ->
    [0] Dein Plan ist aufgebraucht.
    [one] Eine Antwort bleibt in deinem Plan.
   *[other] { $left } Antworten bleiben in deinem Plan.
} { $opponent } ist am Zug.
premove-saved = Vorgemerkt: { $cell }, für dich gespielt, sobald dein Gegner gezogen hat, außer sein Zug besetzt das Feld. Ein neuer Vorzug ersetzt ihn; /hex plan clear:true streicht ihn.
premove-shown = Dein Vorzug in dieser Partie, nie deinem Gegner gezeigt: { $cell }. Er wird gespielt, sobald dein Gegner gezogen hat, außer sein Zug besetzt das Feld.
premove-none = Du hast in dieser Partie keinen Vorzug. Merk deinen nächsten Zug mit /hex plan moves: e5 vor – er wird gespielt, sobald dein Gegner gezogen hat.
premove-only-one = In einer Live-Partie merkst du einen Zug für deinen nächsten Zug vor (einen Vorzug): /hex plan moves: e5. Zugfolgen von Antworten gibt es für Partien mit Zugzeit in Tagen. Nichts wurde geplant.
premove-played = ({ $player } hatte diesen Zug vorgemerkt.)
plan-input-title = Dein Plan (privat)
plan-input-label = Sein Zug, dann deiner (leer: zeigen)
