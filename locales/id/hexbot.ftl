# hexbot: katalog bahasa Indonesia.
# Kosakata mengikuti halaman aturan: papan, petak, batu, sisi, tepi, rangkaian, jembatan,
# aturan tukar (tombol Tukar), merah dan biru, langkah, giliran, CPU, permainan.
# Pesan menyebut warna, tidak pernah arah: papan bisa ditampilkan dalam keadaan diputar.

## refusals (shown privately)
no-game-here = Tidak ada permainan di kanal ini. Mulai dengan /hex challenge atau /hex ai.
channel-busy = Kanal ini sudah punya permainan atau tantangan yang masih terbuka. Selesaikan dulu, atau main di kanal lain.
challenge-self = Kamu tidak bisa menantang dirimu sendiri. Untuk main sendiri, coba /hex ai.
too-many-challenges = Kamu sudah punya { $limit } tantangan terbuka di server ini, batas sekaligus. Tarik satu atau tunggu jawaban dulu.
thread-not-allowed = Kamu tidak boleh membuat thread di kanal ini, jadi tantangan ini tidak bisa punya thread sendiri. Tantang tanpa thread, atau minta moderator.
thread-bot-not-allowed = Aku tidak boleh membuat thread di kanal ini, jadi tantangan ini tidak bisa punya thread sendiri. Tantang tanpa thread, atau minta moderator mengizinkanku.
challenge-bot = { $user } adalah akun bot dan tidak bisa bermain. Lawan CPU saja dengan /hex ai.
size-out-of-range = Ukuran papan harus antara { $min } dan { $max }, bukan { $size }.
no-open-challenge = Tidak ada tantangan terbuka di kanal ini.
not-challenged = Hanya { $user } yang bisa menjawab tantangan ini.
not-challenger = Hanya { $user }, yang membuat tantangan ini, yang bisa menariknya.
challenge-pending = Tantangan ini belum diterima.
not-a-player = Kamu tidak ikut bermain dalam permainan ini.
not-your-turn = Sekarang giliran { $player } ({ $color }).
hint-rated = Petunjuk tidak diizinkan dalam permainan berperingkat antarpemain.
hint-confirm = Tampilkan petunjuk? Permainan melawan CPU ini tidak akan dihitung lagi di peringkat melawan CPU, dan catatannya akan menyebut bahwa kamu memakai petunjuk.
hint-in-flight = Petunjukmu yang terakhir masih dihitung: satu petunjuk setiap kali. Tidak ada yang diubah.
hint-busy = CPU sedang sibuk dengan langkah para pemain, jadi petunjuk menunggu. Minta lagi sebentar lagi; tidak ada yang diubah.
render-busy = Bot sedang menggambar putar ulang dan ulasan lain saat ini. Coba lagi dalam satu menit; tidak ada yang diubah.
computer-thinking = CPU sedang berpikir; langkahnya segera datang.
computer-games-per-user = Kamu sudah main { $limit } permainan melawan CPU, batas sekaligus. Selesaikan atau menyerah di salah satunya dulu.
computer-games-per-server = Server ini sudah punya { $limit } permainan melawan CPU yang berjalan, batas sekaligus. Coba lagi setelah salah satunya selesai.
computer-busy = CPU sedang punya terlalu banyak langkah untuk dipikirkan. Coba lagi sebentar lagi; belum ada yang dimainkan.
bad-cell = "{ $text }" bukan petak di papan ini ({ $reason }).
occupied = Petak { $cell } sudah terisi.
swap-off = Aturan tukar tidak aktif dalam permainan ini.
swap-not-now = Tukar hanya bisa dilakukan biru, sebagai balasan untuk batu pertama merah.
game-over = Permainan ini sudah selesai.
already-moved = Langkah itu sudah dimainkan.
stale-button = Tombol itu dari posisi sebelumnya; permainan sudah berlanjut. Pakai papan yang terbaru.
unknown-button = Tombol itu bukan milikku, atau permainannya sudah tidak ada.
move-needs-cell = Ketik sebuah petak, misalnya e5.
not-moderator = Hanya anggota yang boleh mengelola pesan yang bisa membatalkan permainan.
not-set-aside = Permainan #{ NUMBER($game, useGrouping: "false") } bukan permainan yang disisihkan di server ini. Untuk membatalkan permainan yang sedang berjalan, gunakan /hex abort di kanalnya.
config-not-moderator = Hanya anggota yang boleh mengelola server yang bisa mengubah pengaturannya; /hex config tanpa opsi menampilkannya kepada siapa saja.
nothing-to-confirm = Tidak ada langkah menyerah yang perlu dikonfirmasi. Pakai /hex resign dulu.
no-rematch = Tidak ada permainan selesai di kanal ini untuk dimainkan ulang.
rematch-not-player = Hanya pemain permainan terakhir yang bisa meminta main lagi.
claim-has-timer = Permainan ini memakai batas waktu giliran: CPU bermain untuk pemain yang tidak hadir, jadi tidak ada yang bisa diklaim.
claim-own-turn = Sekarang giliranmu; hanya pemain yang menunggu lawannya yang bisa mengklaim kemenangan.
claim-too-early = { $player } baru diam kurang dari { $idle }; kamu bisa mengklaim kemenangan dalam { $remaining }.
claim-vs-computer = CPU tidak pernah membuatmu menunggu; tidak ada yang bisa diklaim.
claim-opponent-moved = { $player } sudah melangkah sejak tombol ini muncul; tidak ada yang bisa diklaim, dan permainan berlanjut.
leaderboard-empty = Belum ada permainan berperingkat di server ini.
computer-leaderboard-empty = Belum ada permainan berperingkat melawan CPU di server ini.
leaderboard-page-empty = Halaman { $page } papan peringkat kosong (hanya ada { $pages } halaman).
profile-empty = { $player } belum punya permainan berperingkat di server ini.
# Why a typed cell is not one: the reason of bad-cell.
cell-malformed = yang diharapkan satu huruf dan satu angka, misalnya e5
cell-row-zero = nomor baris dimulai dari 1
cell-column-off = kolom { $column } tidak ada di { $board }
cell-row-off = baris { $row } tidak ada di { $board }
cell-off-board = petak itu tidak ada di { $board }

## challenges
challenge-issued = { $challenger } menantang { $opponent } bermain { $variant } di { $board } ({ $details }). { $goal } { $first } { $opponent }: terima atau tolak dalam { $minutes }.
challenge-accepted = { $opponent } menerima tantangan. { $seats }
rematch-accepted = { $opponent } menerima ajakan main lagi. { $seats }
first-red = { $red } bermain merah dan melangkah pertama.
first-drawn = Siapa yang bermain merah sudah diundi; hasilnya diumumkan saat { $opponent } menerima.
goal-hex = Yang pertama menghubungkan kedua sisinya dengan rangkaian menang.
goal-rex = Dalam Rex, siapa yang menyelesaikan rangkaian di antara kedua sisinya sendiri kalah.
seats-hex = { $red } bermain merah dan menang dengan menghubungkan kedua sisi merah; { $blue } bermain biru dan menang dengan menghubungkan kedua sisi biru.
seats-rex = { $red } bermain merah dan harus menghindari menghubungkan kedua sisi merah; { $blue } bermain biru dan harus menghindari menghubungkan kedua sisi biru. Dalam Rex, siapa yang menyelesaikan rangkaian di antara kedua sisinya sendiri kalah.
challenge-declined = { $opponent } menolak tantangan dari { $challenger }.
challenge-withdrawn = { $challenger } menarik tantangannya kepada { $opponent }.
challenge-expired = Tantangan dari { $challenger } kepada { $opponent } kedaluwarsa tanpa jawaban.
expiry-gave-up = Tantangan tidak bisa ditutup setelah { $tries } kali percobaan (bot tidak bisa menulis ke basis datanya). Tantangan tetap terbuka: terima, tolak, atau tarik kembali.
details-swap-on = tukar: { $form }
details-swap-off = tanpa tukar
details-timer = { $secs } detik per langkah
details-no-timer = tanpa batas waktu
details-rated = berperingkat
details-list = { $swap }, { $timer }, { $rated }
config-shown = Pengaturan server ini untuk permainan baru: { $variant } di { $board }; tukar: { $swap }; waktu per langkah: { $timer }; main lagi: { $rematch }; gambar papan: { $orientation }. Perintah tanpa opsi ini memakainya.
config-changed = Tersimpan. Pengaturan server ini untuk permainan baru sekarang: { $variant } di { $board }; tukar: { $swap }; waktu per langkah: { $timer }; main lagi: { $rematch }; gambar papan: { $orientation }.
config-rematch-alternate = pemain lain yang mulai
config-rematch-same = pemain yang sama yang mulai
swap-form-off = mati
swap-form-mirror = cermin
swap-form-seat = tukar posisi
orientation-normal = normal (lebar)
orientation-rotated = diputar 90° (tinggi, untuk ponsel)
settings-shown = Pengaturanmu: gambar papan yang hanya kamu lihat: { $orientation }. Ubah dengan /hex settings.
settings-changed = Tersimpan: gambar papan yang hanya kamu lihat: { $orientation }.

## games
ai-game-started = { $player } melawan CPU ({ $level }) bermain { $variant } di { $board }. { $seats }
rematch-started = Main lagi: { $seats }
rematch-offered = { $challenger } mengajak { $opponent } main lagi: { $variant } di { $board } ({ $details }), dan kali ini { $red } bermain merah. { $goal } { $opponent }: terima atau tolak dalam { $minutes }.
moved = { $player } ({ $color }) menaruh batu di { $cell }.
swapped-mirror = { $player } memilih tukar: batu merah di { $from } diangkat dan batu biru ditaruh di { $to }, petak cerminannya. Giliran merah.
swapped-mirror-diagonal = { $player } memilih tukar: batu merah di { $cell } ada di diagonal panjang, jadi tetap di petaknya dan menjadi biru. Giliran merah.
swapped-seat = { $player } bertukar posisi dan sekarang bermain merah, mengambil alih batu di { $cell }; { $other } kini bermain biru dan mendapat giliran.
rematch-alternates = Warna bergantian: kali ini { $red } yang mulai, sebagai merah.
rematch-same-starter = Yang mulai tetap sama: { $red } mulai lagi, sebagai merah.
swap-note-off = Tukar mati: biru menjawab batu pertama merah dengan batunya sendiri.
swap-note-easy = Tukar mati: level mudah dimainkan tanpa aturan tukar.
swap-note-mirror = Tukar: cermin. Biru boleh menjawab batu pertama merah dengan memilih tukar: batu merah diganti batu biru di petak cerminnya (baris dan kolom ditukar), lalu giliran merah.
swap-note-seat = Tukar: tukar posisi. Biru boleh menjawab batu pertama merah dengan bertukar posisi: para pemain bertukar warna, batunya tetap, lalu giliran biru yang baru.
computer-thinks = CPU sedang berpikir…
timed-out = Waktu { $player } habis, jadi CPU ({ $level }) menaruh batu di { $cell } untuknya. Sampai { $player } melangkah lagi, CPU mengambil setiap gilirannya saat waktunya habis.
computer-gave-up = CPU tidak bisa melangkah setelah { $tries } kali percobaan (bot tidak bisa menulis ke basis datanya). Permainan menunggu; permainan berlanjut setelah bot dimulai ulang, atau moderator bisa membatalkannya dengan /hex abort.
abandoned-gave-up = Permainan melawan CPU yang ditinggalkan pemainnya tidak bisa diakhiri setelah { $tries } kali percobaan (bot tidak bisa menulis ke basis datanya). Permainan tetap terbuka untuk sementara; permainan berakhir setelah bot dimulai ulang, atau moderator bisa membatalkannya dengan /hex abort.
timed-out-swap = Waktu { $player } habis, jadi CPU ({ $level }) memilih tukar untuknya. Sampai { $player } melangkah lagi, CPU mengambil setiap gilirannya saat waktunya habis.
timed-out-again = Waktu habis lagi: CPU melangkah untuk { $player } di { $cell }.
player-returned = Selamat datang kembali, { $player }: kursimu kembali menjadi milikmu.
won-by-connection = { $winner } ({ $color }) menghubungkan kedua sisi { $side } dan menang!
lost-by-connection = { $loser } ({ $color }) menghubungkan kedua sisi { $side } dan kalah, karena dalam Rex menghubungkan sisi sendiri berarti kalah: { $winner } ({ $winner-color }) menang!
won-by-resignation = { $loser } menyerah; { $winner } ({ $color }) menang.
claim-offered = { $player } sudah diam selama { $idle }. { $other } ({ $color }) sekarang boleh mengklaim kemenangan: tekan “Klaim kemenangan” atau pakai /hex claim. Jika { $player } melangkah lebih dulu, permainan berlanjut.
won-by-claim = { $loser } diam selama { $idle }; { $winner } ({ $color }) mengklaim kemenangan.
aborted = { $moderator } membatalkan permainan. Permainan ini tidak berperingkat.
aborted-early = { $player } membatalkan permainan sebelum batu kedua. Tidak ada pemenang, dan permainan ini tidak berperingkat.
abort-too-late = Kedua pemain sudah menaruh batu, jadi permainan tidak bisa dibatalkan lagi: kamu bisa menyerah, atau moderator bisa menghentikannya.
set-aside-list = Permainan berikut tidak bisa dimuat lagi dan disisihkan (kanalnya bebas): { $games }. Moderator bisa membatalkan salah satunya dengan /hex abort game:<nomor>.
set-aside-item = #{ NUMBER($game, useGrouping: "false") } di { $channel }
set-aside-aborted = { $moderator } membatalkan permainan #{ NUMBER($game, useGrouping: "false") } yang telah disisihkan. Permainan ini tidak berperingkat.
abandoned-vs-computer = { $player } diam selama { $idle }, jadi permainan melawan CPU berakhir di sini tanpa peringkat. Kanal ini bebas untuk permainan baru.
unrated = Permainan ini tidak berperingkat: CPU melangkah lebih dari { $limit } kali untuk { $player }.
unrated-never-moved = Permainan ini tidak berperingkat: { $player } tidak pernah melangkah sendiri; CPU selalu melangkah untuknya.
rating-change = { $player }: { $before } → { $after } ({ $delta }).
confirm-resign = Yakin mau menyerah dalam permainan ini? Tekan “{ button-confirm }”.
computer-rating-change = { $player } melawan CPU: { $before } → { $after } ({ $delta }).
show-board = Papan { $red } (merah) melawan { $blue } (biru).
shown-to-bystander = (Hanya terlihat olehmu: ada permainan di kanal ini dan kamu tidak ikut main.)
public-answers-limited = (Hanya terlihat olehmu: kamu meminta { $count } jawaban publik dalam { $window } detik. Kamu bisa membagikan lagi dalam { $wait } detik.)

## captions under the board (one line)
caption-to-play = Langkah { $number } · giliran { $player } ({ $color }) · terakhir: { $last }
caption-first-move = { $player } ({ $color }) melangkah pertama
caption-to-play-rex = Langkah { $number } · giliran { $player } ({ $color }); menghubungkan kedua sisi { $side } berarti kalah · terakhir: { $last }
caption-first-move-rex = { $player } ({ $color }) melangkah pertama; menghubungkan kedua sisi { $side } berarti kalah
caption-result = { $winner } ({ $color }) menang { $reason } · { $moves }
caption-rex-loss = { $loser } ({ $color }) menghubungkan kedua sisi { $side } dan kalah — { $winner } ({ $winner-color }) menang · { $moves }
caption-aborted = Dibatalkan setelah { $moves }
reason-connection = karena rangkaiannya tersambung
reason-rex-connection = karena lawan menghubungkan kedua sisinya sendiri (Rex)
reason-resignation = karena lawan menyerah
reason-claim = lewat klaim, karena lawan terlalu lama tidak hadir
last-swap = tukar

## the picture's description, read by screen readers (Discord's alt text)
alt-text = { $board }. { $caption }. { $red-stones } { $blue-stones }
alt-red-stones = { $count ->
    [0] Tidak ada batu merah.
   *[other] Batu merah ({ $count }): { $cells }.
}
alt-blue-stones = { $count ->
    [0] Tidak ada batu biru.
   *[other] Batu biru ({ $count }): { $cells }.
}
# The end of a list of cells cut short.
alt-more = dan { $n } lagi

## buttons and inputs
button-accept = Terima
button-decline = Tolak
button-withdraw = Tarik
button-swap = Tukar
button-resign = Menyerah
button-confirm = Konfirmasi menyerah
button-move = Melangkah
button-plan = Rencana
button-rematch = Main lagi
button-rematch-same = Main lagi, yang mulai sama
button-board = Tampilkan papan
button-claim = Klaim kemenangan
button-review = Ulasan
button-show-hint = Tampilkan petunjuk
move-input-title = Langkahmu
move-input-label = Petak, misalnya e5

## leaderboard and profile
leaderboard-title = Papan peringkat (halaman { $page } dari { $pages })
computer-leaderboard-title = Peringkat melawan CPU (halaman { $page } dari { $pages })
leaderboard-line = { $rank }. { $player } { $rating }{ $provisional } · { $wins }–{ $losses }
provisional = { " " }(sementara)
profile-title = { $player }: rating { $rating } ± { $deviation }{ $provisional }
profile-record = { $games }: { $wins } menang, { $losses } kalah ({ $streak }).
streak-won = { $n ->
    [one] menang di permainan terakhir
   *[other] { $n } kali menang beruntun
}
streak-lost = { $n ->
    [one] kalah di permainan terakhir
   *[other] { $n } kali kalah beruntun
}
streak-none = belum ada permainan yang selesai
profile-no-player-games = { $player } belum punya permainan berperingkat melawan pemain lain di server ini.
profile-computer = Melawan CPU: rating { $rating } ± { $deviation }{ $provisional } · { $wins }–{ $losses }
profile-best-win = Kemenangan terbaik: melawan { $opponent } ({ $rating }).
profile-recent = Terakhir: { $games }
profile-plot-caption = Peringkat dari waktu ke waktu: { $ladders }
profile-plot-both = garis penuh, permainan antarpemain; garis hijau putus-putus, permainan melawan CPU
profile-plot-players = permainan antarpemain
profile-plot-computer = permainan melawan CPU (garis hijau putus-putus)
profile-plot-alt = Grafik peringkat setelah setiap { $games }, dari yang terlama.
recent-won = M { $opponent }
recent-lost = K { $opponent }
recent-unfinished = – { $opponent }
# The computer in a seat, where its colour follows in parentheses.
computer-name = CPU
# The computer with its level, where nothing follows in parentheses (records, profiles).
computer-with-level = CPU ({ $level })

## pieces of other messages: colours, levels, counts and sizes
color-red = merah
color-blue = biru
# "kedua sisi merah"
side-red = merah
side-blue = biru
level-easy = Mudah
level-medium = Sedang
level-hard = Sulit
board = papan { $size }×{ $size }
moves = { $n } langkah
minutes = { $n } menit
hours = { $n } jam
rated-games = { $n } permainan berperingkat
hours-minutes = { $h } jam { $m } menit

## game records: history and export
no-such-game = Tidak ada permainan #{ NUMBER($game, useGrouping: "false") } di server ini.
never-played = Permainan #{ NUMBER($game, useGrouping: "false") } adalah tantangan yang tidak pernah dimainkan; tidak ada yang bisa diekspor.
history-title = Permainan terakhir { $player }:
history-empty = { $player } belum punya permainan di server ini.
history-line = #{ NUMBER($game, useGrouping: "false") } · { $date } · { $result } melawan { $opponent } · { $variant } { $size }×{ $size } · { $moves }
history-won = menang
history-lost = kalah
history-aborted = dibatalkan
history-ended-idle = berakhir, tidak dilanjutkan tepat waktu
history-playing = sedang berjalan
export-title = Permainan #{ NUMBER($game, useGrouping: "false") }, { $date }: { $red } sebagai merah melawan { $blue } sebagai biru, { $variant } di { $board } · { $result }
export-result = { $winner } ({ $color }) menang { $reason }
export-aborted = dibatalkan
export-playing = sedang berjalan
export-moves = Langkah: { $moves }
export-no-moves = belum ada
export-file = Catatan SGF (untuk HexGui dan program Hex lainnya) terlampir sebagai { $file }.
review-not-finished = Permainan #{ NUMBER($game, useGrouping: "false") } belum selesai; hanya permainan yang sudah selesai yang dapat diulas.
review-progress = Mengulas… { $percent }%
review-title = Ulasan permainan #{ NUMBER($game, useGrouping: "false") }: { $red } sebagai Merah melawan { $blue } sebagai Biru · { $result }
review-summary = **{ $player }**: { $moves }; rata-rata { $average }% peluang menang hilang per langkah; { $serious } kesalahan serius (langkah yang merugikan { $threshold }% atau lebih)
review-mistake = · langkah { NUMBER($number, useGrouping: "false") }, { $cell }: { $before }% → { $after }%; CPU lebih memilih { $best } (batu pucat di { $file })
review-no-mistakes = · tidak ada langkah yang merugikan
review-budget = CPU memeriksa setiap posisi dengan { $playouts } simulasi.
review-caption = Peluang menang Merah setelah setiap langkah (di pita merah Merah unggul, di pita biru Biru); dilingkari: perubahan terbesar, langkah { $swings }
review-alt = Grafik peluang menang Merah selama { $moves }: { $start }% di awal, { $end }% di akhir; perubahan terbesar pada langkah { $swings }.
with-hints = { $result } (dengan petunjuk)
hint-title = Pandangan CPU untuk { $player } ({ $color }), dari { $playouts } simulasi: makin hijau sebuah petak, makin banyak CPU menelitinya. Langkah terbaiknya:
hint-move = { $rank }. { $cell }: peluang menang { $percent }%
hint-proved-win = Terbukti oleh pemecah: { $color } menang dari sini, dan { $cell } adalah batu yang menang.
hint-proved-loss = Terbukti oleh pemecah: { $color } kalah dari sini melawan permainan terbaik, batu mana pun yang dimainkan. Percobaan CPU yang paling tangguh: { $cell }.
hint-swap-yes = Di sini kamu juga boleh tukar, dan CPU akan menukar.
hint-swap-no = Di sini kamu juga boleh tukar, tetapi CPU tidak akan menukar.
hint-assisted = Permainan ini sekarang tercatat sebagai dimainkan dengan petunjuk.
hint-assisted-unrated = Permainan ini sekarang tercatat sebagai dimainkan dengan petunjuk dan tidak lagi dihitung untuk peringkat melawan CPU.
replay-never-played = Permainan #{ NUMBER($game, useGrouping: "false") } adalah tantangan yang tidak pernah dimainkan; tidak ada yang bisa diputar ulang.
replay-title = Putar ulang permainan #{ NUMBER($game, useGrouping: "false") }: { $red } sebagai merah melawan { $blue } sebagai biru, { $variant } di { $board }, { $moves } · { $result }

## rules
rules =
    { "**" }Hex** dimainkan di papan belah ketupat dari petak segi enam. Dua sisi berlawanan berwarna merah, dua lainnya biru; petak sudut menyentuh satu sisi merah dan satu sisi biru dan termasuk keduanya. Merah mulai lebih dulu, lalu pemain bergiliran menaruh satu batu di petak kosong mana saja; tidak boleh melewatkan giliran, dan batu tidak bergerak dan tidak diambil. Merah berusaha menghubungkan kedua sisi merah dengan rangkaian tanpa putus, biru kedua sisi biru. Yang pertama menyelesaikan rangkaiannya menang, dan papan yang penuh selalu punya tepat satu pemenang: tidak ada seri.
    { "**" }Jembatan:** dua batu sewarna dengan dua petak kosong di antaranya yang menyentuh keduanya sudah sama baiknya dengan tersambung: jika lawan mengisi salah satu petak itu, isi petak yang lain.
    { "**" }Sambungan ke tepi:** batu di baris kedua dari sisinya sendiri sudah aman tersambung ke sisi itu (jembatan ke tepi); di baris ketiga juga, jika daerah di depannya kosong (ziggurat).
    { "**" }Aturan tukar:** melangkah pertama sangat menguntungkan, jadi sekali saja, tepat setelah batu pertama merah, biru boleh memilih Tukar alih-alih menaruh batu. Tukar cermin (bentuk yang biasa): batu merah diangkat dan batu biru ditaruh di petak yang dicerminkan terhadap diagonal panjang (baris 2, kolom 5 menjadi baris 5, kolom 2); merah melangkah lagi. Tukar posisi (aturan rumah): para pemain bertukar warna, batu tetap di tempatnya, yang memilih tukar kini bermain merah dan pemain lain, kini biru, melangkah berikutnya. Dengan cara mana pun, merah sebaiknya membuka dengan langkah yang tidak terlalu kuat dan tidak terlalu lemah. Melawan CPU, tukar nonaktif di Mudah dan aktif di Sedang dan Sulit; tantangan dua pemain mengaktifkannya kecuali dinyatakan lain. Saat CPU bermain biru dalam Hex, CPU memilih tukar jika batu pertama merah tidak berada di tepi.
    { "**" }Rex** membalik tujuannya: siapa yang menghubungkan kedua sisinya sendiri kalah. Ketik /hex rules variant:rex untuk penjelasannya.
    Perintah: /hex move e5, /hex swap, /hex resign, /hex board, /hex ai, /hex challenge.
rules-rex =
    { "**" }Rex** (Hex terbalik, atau Hex misère) memakai papan, batu, dan giliran yang sama dengan Hex, tetapi tujuannya dibalik: siapa yang menyelesaikan rangkaian di antara kedua sisinya sendiri kalah. Merah harus menghindari menghubungkan kedua sisi merah, biru kedua sisi biru; kamu menang saat lawan terpaksa menghubungkan sisinya. Seperti dalam Hex, petak sudut termasuk kedua sisi.
    Tidak ada seri: papan tidak bisa penuh tanpa ada yang menghubungkan sisinya, dan karena tidak boleh melewatkan giliran, pemain yang hanya punya petak yang menyelesaikan rangkaiannya sendiri harus mengisi salah satunya dan kalah. Rangkaian yang kalah dicoret di gambar akhir (gelap, diarsir, dan bertanda silang), tidak pernah emas.
    { "**" }Cara bermain:** alih-alih berlomba menyeberang, sebar batu yang saling berjauhan dan simpan langkah aman, supaya lawan kehabisan lebih dulu.
    { "**" }Aturan tukar:** dua bentuk yang sama seperti Hex (cermin atau posisi), aktif dan nonaktif seperti Hex. Tetapi dalam Rex batu awal bisa merugikan sama besarnya dengan menguntungkan, jadi memilih tukar adalah soal lain: aturan tepi yang diikuti CPU dalam Hex tidak berlaku di sini, dan dalam Rex CPU memutuskan sendiri apakah menukar.
    Mulai permainan dengan /hex challenge variant:rex atau /hex ai variant:rex; perintahnya sama dengan Hex.

## Discord: what the bot says of its own
sorry = Ada yang salah di pihakku. Silakan coba lagi.
file-too-large = ({ $name } terlalu besar untuk dilampirkan di sini.)
thread-name = { $challenger } vs { $opponent }

## Discord: the /hex command (names stay English; descriptions and choices are translated)
cmd-hex = Main Hex (atau Rex) di kanal ini
cmd-challenge = Tantang seseorang bermain di kanal ini
cmd-challenge-opponent = Siapa yang ingin kamu lawan
cmd-challenge-size = Ukuran papan, { $min } sampai { $max } (bawaan: milik server, atau 11)
cmd-challenge-variant = Hex atau Rex (bawaan: milik server, atau Hex)
cmd-challenge-swap = Aturan tukar: mati, cermin atau tukar posisi (bawaan: milik server)
cmd-challenge-timer = Waktu per langkah: 30 atau 60 detik (CPU melangkah untukmu) atau hari (kamu kalah waktu)
cmd-challenge-first = Siapa yang melangkah pertama dan bermain merah (bawaan: aku)
cmd-challenge-thread = Main di utas baru yang dinamai sesuai para pemain
cmd-challenge-orientation = Cara papan ditampilkan: normal, atau diputar untuk ponsel (bawaan: milik server)
cmd-ai = Main melawan CPU
cmd-ai-level = Seberapa kuat CPU bermain (bawaan: sedang)
cmd-ai-size = Ukuran papan, { $min } sampai { $max } (bawaan: milik server, atau 11)
cmd-ai-variant = Hex atau Rex (bawaan: milik server, atau Hex)
cmd-ai-first = Siapa yang melangkah pertama dan bermain merah (bawaan: aku)
cmd-ai-orientation = Cara papan ditampilkan: normal, atau diputar untuk ponsel (bawaan: milik server)
cmd-ai-timer = Batas waktu dalam hari: hari per langkah (bawaan: tanpa batas)
cmd-move = Taruh sebuah batu
cmd-move-cell = Petaknya, satu huruf dan satu angka seperti e5
cmd-swap = Tukar: ambil alih batu pertama lawan, sebagai balasan biru untuk langkah pertama merah
cmd-resign = Menyerah dalam permainan di kanal ini (meminta konfirmasi)
cmd-board = Tampilkan lagi papan permainan di kanal ini
cmd-board-private = Tampilkan hanya untukku, diputar sesuai /hex settings milikku
cmd-leaderboard = Pemain terbaik di server ini
cmd-leaderboard-page = Halaman (bawaan 1)
cmd-leaderboard-kind = Peringkat mana: permainan dua pemain (bawaan), melawan CPU, atau teka-teki
cmd-profile = Rating, rekor, dan permainan terakhir seorang pemain
cmd-profile-user = Profil siapa (bawaan: milikmu)
cmd-history = Permainan terakhir seorang pemain: hasil, lawan, ukuran papan, varian, dan tanggal
cmd-history-user = Permainan siapa (bawaan: milikmu)
cmd-export = Unduh permainan sebagai berkas SGF (untuk HexGui dan program Hex lain) beserta daftar langkahnya
cmd-export-game = Nomor permainan, seperti yang ditampilkan /hex history (#12 adalah 12)
menu-draw-position = Gambar posisi Hex
menu-challenge-member = Tantang main Hex
cmd-study = Belajar Hex: papan analisis, diagram, ulasan dan tayangan ulang permainan, teka-teki
cmd-review = Ulasan CPU untuk permainan yang selesai: grafik peluang dan langkah paling merugikan
cmd-review-game = Nomor permainan, seperti yang ditampilkan /hex history (#12 adalah 12)
cmd-hint = Pandangan CPU tentang posisimu, hanya untukmu (permainan melawan CPU lalu tidak dihitung lagi)
cmd-replay = Tonton ulang permainan sebagai animasi, langkah demi langkah
cmd-replay-game = Nomor permainan, seperti yang ditampilkan /hex history (#12 adalah 12)
cmd-rules = Cara bermain Hex dan Rex
cmd-rules-variant = Hex (bawaan) atau Rex
cmd-abort = Hentikan permainan di kanal ini tanpa hasil (moderator)
cmd-abort-game = Nomor permainan yang disisihkan karena gagal dimuat (tanpa: permainan kanal ini)
cmd-claim = Klaim kemenangan jika lawanmu sudah lama tidak melangkah
cmd-config = Pengaturan server ini untuk permainan baru (mengubahnya perlu izin Kelola Server)
cmd-config-size = Ukuran papan permainan baru, { $min } sampai { $max }
cmd-config-variant = Hex atau Rex
cmd-config-swap = Aturan tukar: mati, cermin atau tukar posisi (level mudah selalu tanpa tukar)
cmd-config-timer = Waktu per langkah di permainan dua pemain
cmd-config-rematch = Siapa yang mulai saat main lagi
cmd-config-orientation = Cara papan permainan baru ditampilkan
cmd-config-vacation = Jatah hari liburan tiap anggota per tahun (0 sampai 30)
cmd-config-tournaments = Jumlah turnamen terbuka sekaligus di server ini, paling banyak (1 sampai 10)
cmd-settings = Pengaturanmu sendiri
cmd-settings-orientation = Cara papan yang hanya kamu lihat diputar
cmd-settings-notify = Cara kamu diberi tahu giliranmu di permainan dengan batas waktu dalam hari
cmd-games = Permainanmu yang belum selesai di semua server, yang menunggu langkahmu lebih dulu
cmd-games-page = Halaman daftar yang mana
cmd-vacation = Liburanmu: waktu permainanmu di server ini berhenti
cmd-vacation-action = Tampilkan, mulai, atau akhiri (bawaan: tampilkan)
cmd-plan = Jawaban terencana untuk langkah lawan (harian), atau langkah berikutnya diantrekan (langsung)
cmd-plan-moves = Langkah lawan, lalu langkahmu: e5 f4; d6 d5; * e4 (* = langkah lain). Langsung: satu petak
cmd-plan-clear = Lupakan rencanamu di permainan ini
choice-notify-mention = sebut aku
choice-notify-dm = pesan langsung
choice-notify-off = mati
choice-vacation-status = tampilkan
choice-vacation-start = mulai
choice-vacation-end = akhiri
choice-variant-hex = Hex (hubungkan sisimu untuk menang)
choice-color-red = merah
choice-color-blue = biru
choice-variant-rex = Rex (jika sisimu terhubung, kamu kalah)
choice-timer-none = tanpa batas
choice-timer-thirty = 30 detik
choice-timer-sixty = 60 detik
choice-timer-one-day = 1 hari per langkah
choice-timer-two-days = 2 hari per langkah
choice-timer-three-days = 3 hari per langkah
choice-timer-seven-days = 7 hari per langkah
choice-challenge-first-challenger = aku
choice-challenge-first-opponent = lawanku
choice-challenge-first-random = acak
choice-ai-first-you = aku
choice-ai-first-computer = CPU
choice-ai-first-alternate = bergantian dengan permainan terakhirku
choice-level-easy = mudah
choice-level-medium = sedang
choice-level-hard = sulit
choice-swap-off = mati
choice-swap-mirror = cermin (batu pindah ke petak cerminnya dan menjadi biru)
choice-swap-seat = tukar posisi (para pemain bertukar warna, batunya tetap)
choice-rematch-alternate = pemain lain yang mulai
choice-rematch-same = pemain yang sama yang mulai
choice-orientation-normal = normal (lebar)
choice-orientation-rotated = diputar 90° (tinggi, untuk ponsel)
choice-ladder-players = permainan dua pemain
choice-ladder-computer = melawan CPU

## the terminal (hexbot local)
local-welcome = hexbot local: kamu adalah { $name }. Ketik help untuk daftar perintah, quit untuk keluar.
local-help =
    Ketik perintah garis miring bot sebagai teks (/hex, /hex-study atau /hex-tournament di awal boleh dilewati):
      /hex ai [level:easy|medium|hard] [size:{ $min }-{ $max }] [variant:hex|rex] [first:you|computer|alternate] [orientation:normal|rotated] [timer:none|1d|2d|3d|7d]
      /hex challenge @NAMA [size:N] [variant:hex|rex] [swap:on|off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [first:challenger|opponent|random] [orientation:normal|rotated]
      accept · decline · withdraw
      /hex move e5   (atau cukup e5) · swap · resign · confirm · board [private:yes] · rematch [starter:same] · claim · abort
      /hex leaderboard [kind:computer|puzzles] [page:N] · /hex profile [@NAMA] · /hex history [@NAMA] · /hex export game:ID · /hex-study review game:ID · hint · replay ID [BERKAS.gif] · rules [variant:hex|rex]
      /hex config [size:N] [variant:hex|rex] [swap:off|mirror|seat] [timer:none|30|60|1d|2d|3d|7d] [rematch:alternate|same] [orientation:normal|rotated] [vacation:0-30] · /hex settings [orientation:normal|rotated] [notify:mention|dm|off]
      /hex games [page:N] · /hex vacation [start|end] · /hex plan [e5 f4; d6 d5; * e4|clear] · /hex-study puzzle [e5|hint|solution]
      /hex-study analyze [size:N] [moves: e5 swap d4 | game:ID [move:K] | file:BERKAS.sgf | link:URL | red:d4,e5 blue:c3 [to-move:red|blue]]
      /hex-study diagram (sumber seperti pada analyze) [orientation:normal|rotated] [marks:e5,d4]
      /hex-tournament create [format:swiss|round-robin|double-round-robin|knockout] [rounds:N] [rules:2025|2017] [size:N] [variant:hex|rex] [swap:…] [timer:…] [rated:yes|no] [max:N] NAME · /hex-tournament join|leave|start|standings|cancel|withdraw|export [ID] · channel N
      1, 2, ...      menekan tombol bernomor yang tampil setelah papan terakhir ("3 e5" untuk tombol Melangkah)
      as NAMA: ...   bertindak sebagai pengguna (simulasi) lain, misalnya "as bob: accept"
      help · quit
local-say-what = sebutkan apa yang dilakukan pengguna setelah "as NAMA:", misalnya "as bob: accept"
local-as-form = tulis "as NAMA: perintah", misalnya "as bob: accept"
local-as-needs-name = "as NAMA:" butuh sebuah nama
local-no-options = perintah ini tidak menerima opsi "{ $option }"
local-unknown-option = opsi "{ $option }" tidak dikenal (perintah ini mengenal { $known })
local-needs-value = opsi "{ $option }" butuh nilai, misalnya { $option }:…
local-bad-value = { $option }:{ $value } bukan nilai yang diterima opsi ini; ketik help untuk daftarnya
local-extra-word = "{ $command }" tidak menerima "{ $word }"
local-say-whom = sebutkan siapa yang ditantang: /hex challenge @bob
local-say-cell = sebutkan petaknya: /hex move e5
local-not-a-page = "{ $text }" bukan nomor halaman
local-say-game = sebutkan permainannya: /hex export game:12
local-say-replay = sebutkan permainannya: replay 12 (dan nama berkas untuk menyimpannya, jika mau)
local-not-a-game = "{ $text }" bukan nomor permainan
local-unknown-command = perintah "{ $command }" tidak dikenal; ketik help untuk daftarnya
local-only-you = (hanya { $name } yang melihat ini)
local-board-picture = gambar papan: { $path }
local-saved = tersimpan: { $path }
local-cannot-read = tidak bisa membaca { $file }: { $error }
local-cannot-write = tidak bisa menulis { $path }: { $error }
local-cannot-draw = (tidak bisa menggambar papan: { $error })
local-buttons = tombol: { $choices }
local-no-buttons = tidak ada tombol untuk ditekan
local-no-such-button = tidak ada tombol { $number } (hanya 1 sampai { $count })
local-button-needs-cell = tombol { $number } ({ $label }) butuh petak: ketik "{ $number } e5"
local-went-wrong = ada yang salah: { $error }
local-no-move = (CPU tidak melangkah; lanjut saja)
local-spinner = CPU sedang berpikir… { $playouts } simulasi
# The letters of the stones on a board drawn without colours.
local-letter-red = M
local-letter-blue = B
local-legend-color = Merah { $red-stone } menghubungkan kedua sisi merah ({ $red-edge }), biru { $blue-stone } kedua sisi biru ({ $blue-edge })
local-legend-plain = { $red-stone } (merah) menghubungkan kedua sisi merah ({ $red-edge }), { $blue-stone } (biru) kedua sisi biru ({ $blue-edge }); < menandai langkah terakhir, * dan # rangkaian pemenang
local-legend-color-rex = Rex: merah { $red-stone } harus menghindari menghubungkan kedua sisi merah ({ $red-edge }), biru { $blue-stone } kedua sisi biru ({ $blue-edge }); yang menghubungkan sisinya sendiri kalah, dan { $lost } menandai rangkaian yang kalah
local-legend-plain-rex = Rex: { $red-stone } (merah) harus menghindari menghubungkan kedua sisi merah ({ $red-edge }), { $blue-stone } (biru) kedua sisi biru ({ $blue-edge }); yang menghubungkan sisinya sendiri kalah; < menandai langkah terakhir, x rangkaian yang kalah

## slow games: day clocks, "your move" notices, /hex games, vacations
details-day-clock = { $days } hari per langkah
reason-time = karena waktu lawan habis
lost-on-time = { $loser } kehabisan waktu dan kalah waktu: { $winner } ({ $color }) menang!
time-ran-out-vs-computer = { $player } kehabisan waktu, jadi permainan melawan CPU berakhir di sini tanpa peringkat. Kanal ini bebas untuk permainan baru.
your-move = { $player }, giliranmu melawan { $opponent }: sisa waktu { $left }.
your-move-reminder = { $player }, waktumu tinggal seperempat: sisa { $left } untuk langkahmu melawan { $opponent }. Permainannya: { $game }
your-move-direct = Giliranmu melawan { $opponent }: sisa waktu { $left }. Permainannya: { $game }
clock-stands-still = Waktu berhenti: { $player } sedang berlibur sampai { $until }.
days-hours = { $days } hari { $hours } jam
days = { $n } hari
live-timer-vs-computer = Melawan CPU, permainan memakai batas waktu dalam hari (1, 2, 3, atau 7 hari per langkah) atau tanpa batas; permainan tidak pernah menunggu CPU.
day-clock-gave-up = Waktu permainan tidak bisa diproses setelah { $tries } kali percobaan (bot tidak bisa menulis ke basis datanya). Permainan menunggu; permainan berlanjut setelah bot dimulai ulang, atau moderator bisa membatalkannya dengan /hex abort.
claim-day-clock = Permainan ini memakai batas waktu dalam hari: saat waktunya habis, pemain yang mendapat giliran kalah waktu. Tidak ada yang bisa diklaim.
games-title = Permainanmu yang belum selesai ({ $count }), yang menunggu langkahmu lebih dulu:
games-none = Kamu tidak punya permainan yang belum selesai.
games-line-your-move = **Giliranmu** · #{ NUMBER($number, useGrouping: "false") } melawan { $opponent } · { $variant } di { $board } · { $clock } · { $game }
games-line-their-move = Giliran { $opponent } · #{ NUMBER($number, useGrouping: "false") } · { $variant } di { $board } · { $clock } · { $game }
games-clock-left = sisa { $left }
games-clock-still = waktu berhenti (liburan) sampai { $until }
games-no-clock = tanpa batas waktu
games-page = Halaman { $page } dari { $pages }.
button-previous = Sebelumnya
button-next = Berikutnya
games-not-yours = Hanya permainanmu sendiri yang bisa ditampilkan: /hex games menampilkan milikmu, hanya untukmu.
vacation-off = Kamu tidak sedang berlibur di server ini. Sisa jatah liburan tahun ini: { $left }. Mulai liburan dengan /hex vacation action:start.
vacation-on = Kamu sedang berlibur di server ini sampai { $until }: waktu permainanmu di sini berhenti. Sisa jatah liburan tahun ini: { $left }.
vacation-started = Liburanmu sudah dimulai: waktu permainanmu di server ini berhenti sampai { $until }, atau sampai kamu mengakhirinya dengan /hex vacation action:end. Sisa jatah liburan tahun ini: { $left }.
vacation-ended = Selamat datang kembali: liburanmu sudah berakhir dan waktu permainanmu di sini berjalan lagi. Sisa jatah liburan tahun ini: { $left }.
vacation-already = Liburanmu sudah berjalan, sampai { $until }.
vacation-not-on = Kamu tidak sedang berlibur di server ini.
vacation-none-left = Jatah liburanmu tahun ini di server ini sudah habis.
settings-notify = Saat giliranmu di permainan dengan batas waktu dalam hari: { $notify }.
notify-mention = kamu disebut di kanal permainan
notify-dm = kamu mendapat pesan langsung
notify-off = kamu tidak diberi tahu
config-vacation-days = Jatah liburan tiap anggota per tahun: { $days }.
config-open-tournaments = Turnamen terbuka sekaligus, paling banyak: { $count }.

## Turnamen (issue 33)
tournament-format-swiss = sistem Swiss
tournament-format-round-robin = setengah kompetisi
tournament-format-double-round-robin = kompetisi penuh (dua putaran)
tournament-format-knockout = sistem gugur
tournament-needs-manager = Hanya anggota yang boleh mengelola server ini yang dapat membuat, memulai, atau membatalkan turnamen.
tournament-too-many = Server ini sudah punya { $count } turnamen terbuka, jumlah terbanyak sekaligus. Selesaikan atau batalkan satu dulu.
tournament-name-invalid = Nama turnamen terdiri dari 1 sampai 60 karakter.
tournament-rounds-swiss-only = Hanya turnamen sistem Swiss yang menerima jumlah babak: setengah kompetisi dan sistem gugur punya babak sebanyak yang dibutuhkan pemainnya.
tournament-rounds-range = Turnamen sistem Swiss punya 1 sampai 20 babak.
tournament-rules-swiss-only = Hanya turnamen sistem Swiss yang dipasangkan dengan aturan Belanda FIDE: setengah kompetisi dan sistem gugur punya tabel dan bagan sendiri.
tournament-max-players-range = Turnamen menerima paling banyak 2 sampai 256 pemain.
tournament-unknown = Tidak ada turnamen #{ NUMBER($id, useGrouping: "false") } di server ini.
tournament-none-here = Tidak ada turnamen terbuka di kanal ini. Sebut salah satu dengan nomornya (misalnya 12 untuk #12).
tournament-already-joined = Kamu sudah ikut turnamen #{ NUMBER($id, useGrouping: "false") }.
tournament-full = Turnamen #{ NUMBER($id, useGrouping: "false") } sudah penuh: { $max } pemain.
tournament-not-open = Turnamen #{ NUMBER($id, useGrouping: "false") } tidak menerima pemain lagi: sudah dimulai atau sudah selesai.
tournament-not-joined = Kamu tidak ikut turnamen #{ NUMBER($id, useGrouping: "false") }.
tournament-too-few = Turnamen #{ NUMBER($id, useGrouping: "false") } butuh paling sedikit { $min } pemain untuk dimulai; sekarang ada { $count }.
tournament-not-running = Turnamen #{ NUMBER($id, useGrouping: "false") } tidak sedang berlangsung.
tournament-not-playing = Kamu sudah tidak bermain lagi di turnamen #{ NUMBER($id, useGrouping: "false") }.
tournament-created = { $user } membuat turnamen **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): { $format }, { $variant } di { $board }, { $timer }, { $rated }, paling banyak { $max } pemain. Ikut dengan /hex-tournament join; turnamen dimulai dengan /hex-tournament start.
tournament-pairing-rules = Pasangan Swiss dengan aturan Belanda FIDE tahun { $year }.
tournament-rated = berperingkat
tournament-unrated = tidak berperingkat
tournament-entrants = Pemain ({ $count }): { $list }
tournament-no-entrants = Belum ada pemain.
tournament-joined = { $user } ikut **{ $name }** (#{ NUMBER($id, useGrouping: "false") }).
tournament-left = { $user } keluar dari **{ $name }** (#{ NUMBER($id, useGrouping: "false") }).
tournament-started = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) sudah dimulai: { $count } pemain, { $rounds } babak.
tournament-round = Babak { $round } dari { $rounds } **{ $name }** (#{ NUMBER($id, useGrouping: "false") }):
tournament-pairing = Papan { $board }: { $red } (merah) melawan { $blue } (biru)
tournament-bye-swiss = { $user } mendapat bye (1 poin).
tournament-bye-idle = { $user } tidak bermain di babak ini.
tournament-bye-through = { $user } langsung lolos ke babak berikutnya.
tournament-forfeit = Papan { $board }: { $winner } menang WO melawan { $loser }.
tournament-forfeit-both = Papan { $board }: { $red } dan { $blue } sama-sama mundur; tidak ada yang mendapat poin.
tournament-game = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }), babak { $round }, papan { $board }: { $red } (merah) melawan { $blue } (biru). Merah jalan duluan.
tournament-withdrawn = { $user } mundur dari **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): sisa permainannya kalah WO.
tournament-cancelled = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) dibatalkan oleh { $user }.
tournament-finished = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) sudah selesai. Pemenangnya { $user }. Selamat!
tournament-finished-early = Menurut aturan, tidak ada babak lain dari **{ $name }** yang bisa dipasangkan, jadi turnamen berakhir di sini.
tournament-standings-title = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }): klasemen setelah babak { $round } dari { $rounds }
tournament-standings-none = **{ $name }** (#{ NUMBER($id, useGrouping: "false") }) belum punya babak yang selesai.
tournament-col-rank = #
tournament-col-player = Pemain
tournament-col-points = Poin
tournament-col-games = Main
tournament-tb-buchholz-cut1 = BhC1
tournament-tb-buchholz = Bh
tournament-tb-sonneborn-berger = SB
tournament-tb-direct = HTH
tournament-tb-legend-swiss = BhC1: Buchholz tanpa nilai terendah; Bh: Buchholz; SB: Sonneborn-Berger; HTH: pertemuan langsung.
tournament-tb-legend-round-robin = SB: Sonneborn-Berger; HTH: pertemuan langsung.
tournament-standings-knockout = { $rank }. { $user }: { $wins } menang
tournament-exported = Turnamen #{ NUMBER($id, useGrouping: "false") } sebagai berkas TRF (Tournament Report File dari FIDE; merah adalah putih, biru adalah hitam).
tournament-list-line = #{ NUMBER($id, useGrouping: "false") } **{ $name }**: { $format }, { $status }
tournament-status-signup = menerima pemain
tournament-status-running = babak { $round } dari { $rounds }
tournament-board-has-game = Permainan di papan ini sudah dibuat.
tournament-standings-row = { $rank }. { $user }: { $points } ({ $tiebreaks }), { $games }
tournament-tiebreak = { $name } { $value }
tournament-games-count = { $n } permainan
local-say-tournament = sebutkan yang mau dilakukan: tournament create|join|leave|start|standings|cancel|withdraw|export
local-not-a-tournament = "{ $text }" bukan nomor turnamen
local-not-a-channel = "{ $text }" bukan nomor kanal: channel 7
local-channel = sekarang di kanal { $number }
local-thread = utas { $number }: { $name } (untuk bermain di sana: channel { $number })
button-join = Ikut
button-leave = Keluar
tournament-needs-threads = Aku tidak boleh membuat thread di kanal ini, padahal setiap permainan turnamen dimainkan di thread sendiri. Minta moderator mengizinkanku membuat thread publik dan mengirim pesan di thread di sini.
tournament-thread-failed = Aku tidak bisa membuat thread untuk papan { $board }, jadi permainannya menunggu: aku perlu izin membuat thread publik dan mengirim pesan di thread di sini. Setelah moderator memberikannya, mulai lagi turnamennya (/hex-tournament start) untuk membuat permainan yang menunggu.
tournament-threads-again = Membuat lagi thread untuk { $count ->
    [one] 1 permainan yang menunggu
   *[other] { $count } permainan yang menunggu
}.
tournament-no-cancel = Permainan turnamen tidak bisa dibatalkan: menyerahlah (lawanmu mendapat poin), atau minta bantuan moderator.
tournament-closed-line = Pendaftaran sudah ditutup. Ikuti turnamennya dengan /hex-tournament standings.
cmd-tournament = Turnamen di server ini: sistem Swiss, setengah kompetisi atau sistem gugur, dijalankan oleh bot
cmd-tournament-create = Buat turnamen dan buka pendaftarannya (perlu izin Kelola Server)
cmd-tournament-create-name = Namanya (1 sampai 60 karakter)
cmd-tournament-create-format = Sistem Swiss, setengah kompetisi atau sistem gugur
cmd-tournament-create-size = Ukuran papan permainannya, { $min } sampai { $max } (bawaan: milik server)
cmd-tournament-create-variant = Hex, atau Rex (yang menghubungkan sisinya sendiri kalah) (bawaan: milik server)
cmd-tournament-create-swap = Aturan tukar permainannya (bawaan: milik server)
cmd-tournament-create-timer = Waktu untuk setiap langkah (bawaan: milik server)
cmd-tournament-create-rated = Apakah permainannya dihitung untuk rating (bawaan: ya)
cmd-tournament-create-rounds = Babak turnamen Swiss, 1 sampai 20 (bawaan: cukup untuk pemenang yang jelas)
cmd-tournament-create-max-players = Jumlah pemain terbanyak, 2 sampai 256 (bawaan: 64)
cmd-tournament-create-rules = Aturan Belanda FIDE yang memasangkan babak Swiss-nya (bawaan: aturan tahun 2025)
cmd-tournament-join = Ikut turnamen yang menerima pemain
cmd-tournament-join-id = Nomor turnamen (#12 adalah 12; bawaan: turnamen kanal ini)
cmd-tournament-leave = Keluar dari turnamen sebelum dimulai
cmd-tournament-leave-id = Nomor turnamen (#12 adalah 12; bawaan: turnamen kanal ini)
cmd-tournament-start = Mulai turnamen: urutkan pemain dan pasangkan babak 1 (perlu izin Kelola Server)
cmd-tournament-start-id = Nomor turnamen (#12 adalah 12; bawaan: turnamen kanal ini)
cmd-tournament-standings = Klasemen turnamen, dengan gambar tabel silang atau bagan
cmd-tournament-standings-id = Nomor turnamen (#12 adalah 12; bawaan: turnamen kanal ini)
cmd-tournament-cancel = Batalkan turnamen (perlu izin Kelola Server)
cmd-tournament-cancel-id = Nomor turnamen (#12 adalah 12; bawaan: turnamen kanal ini)
cmd-tournament-withdraw = Mundur dari turnamen yang berjalan: sisa permainanmu kalah WO
cmd-tournament-withdraw-id = Nomor turnamen (#12 adalah 12; bawaan: turnamen kanal ini)
cmd-tournament-export = Unduh turnamen sebagai berkas TRF (Tournament Report File FIDE)
cmd-tournament-export-id = Nomor turnamen (#12 adalah 12; bawaan: turnamen kanal ini)
choice-format-swiss = sistem Swiss
choice-format-round-robin = setengah kompetisi
choice-format-double-round-robin = kompetisi penuh (dua putaran)
choice-format-knockout = sistem gugur
choice-rules-2025 = aturan Belanda FIDE tahun 2025
choice-rules-2017 = aturan Belanda FIDE tahun 2017
## Teka-teki (/hex-study puzzle)
puzzle-title = Teka-teki { $number } · { $size }×{ $size } · rating { $rating }
puzzle-task = Giliran { $color }: temukan satu-satunya batu yang menang. Batu lain mana pun kalah.
puzzle-rated = Percobaan pertamamu di teka-teki ini dihitung untuk rating teka-tekimu.
puzzle-unrated = Percobaan ini tidak dihitung untuk rating teka-tekimu (kamu sudah pernah melihatnya, atau mengambil petunjuk).
puzzle-continue = { $cell } mempertahankan kemenangan. { $color } menjawab { $answer }: giliranmu.
puzzle-solved = Terpecahkan! { $cell } melengkapi rangkaian: { $color } menang.
puzzle-solved-connected = Terpecahkan! Setelah { $cell }, { $color } tersambung apa pun langkah lawan: petak yang ditandai menahan rangkaiannya.
puzzle-wrong = { $cell } kalah: setelah { $answer }, { $color } tersambung.
puzzle-wrong-no-answer = { $cell } kalah: { $color } tersambung apa pun langkahmu berikutnya.
puzzle-unproved = Pemecah tidak dapat membuktikan dalam anggarannya bahwa { $cell } menang, jadi teka-teki ini dihitung tidak terpecahkan.
puzzle-gave-up = Kamu meminta solusinya: teka-teki ini dihitung tidak terpecahkan.
puzzle-solution = { $stones ->
    [0] Solusinya: { $key }.
   *[other] Solusinya: { $key }, lalu { $line }.
}
puzzle-rating-change = Rating teka-tekimu: { $before } → { $after } ({ $delta }).
puzzle-hint-ask = Petunjuk membuat teka-teki ini dihitung tidak terpecahkan untuk ratingmu: { $before } → { $after }. Tampilkan?
puzzle-hint-shown = Batu yang menang ada di daerah yang ditandai: { $cells }.
puzzle-caption = Teka-teki { $number }: giliran { $color }
puzzle-none-open = Kamu tidak punya teka-teki yang terbuka di sini. /hex-study puzzle memberimu satu.
puzzle-over = Teka-teki itu sudah selesai. /hex-study puzzle memberimu yang lain.
puzzle-not-yours = Itu teka-teki milik orang lain. /hex-study puzzle memberimu teka-tekimu sendiri.
puzzle-busy = Batu terakhirmu masih dinilai: satu per satu. Tidak ada yang diubah.
puzzle-no-library = Bot ini tidak punya teka-teki untuk ditawarkan.
button-give-up = Lihat solusi
button-next-puzzle = Teka-teki berikutnya
button-puzzle-hint = Petunjuk
puzzle-leaderboard-title = Peringkat teka-teki (halaman { $page } dari { $pages })
puzzle-leaderboard-empty = Belum ada yang menyelesaikan teka-teki berperingkat di server ini. /hex-study puzzle memberimu satu.
profile-puzzles = Teka-teki: rating { $rating } ± { $deviation }{ $provisional } · { $wins } terpecahkan, { $losses } tidak
cmd-puzzle = Teka-teki Hex hanya untukmu: temukan satu-satunya batu yang menang
cmd-puzzle-action = Apa yang dilakukan (bawaan: tampilkan teka-tekimu, atau yang baru)
cmd-puzzle-move = Batumu di teka-teki yang terbuka, misalnya e5
choice-puzzle-open = tampilkan teka-tekiku
choice-puzzle-hint = petunjuk
choice-puzzle-give-up = lihat solusi (dihitung tidak terpecahkan)
choice-ladder-puzzles = teka-teki
profile-daily-streak = Teka-teki harian: beruntun { $current } (terbaik { $best })
puzzle-daily-post = Teka-teki harian { $date } · teka-teki { $number } · { $size }×{ $size } · rating { $rating }
puzzle-daily-task = Giliran { $color }: temukan satu-satunya batu yang menang. Tekan Pecahkan untuk mencoba; hanya kamu yang melihat jawabanmu.
puzzle-daily-nobody = Belum ada yang memecahkannya.
puzzle-daily-solvers = { $more ->
    [0] Dipecahkan oleh { $count }: { $names }.
   *[other] Dipecahkan oleh { $count }: { $names } dan { $more } lainnya.
}
puzzle-daily-of = Teka-teki harian { $date }.
puzzle-daily-solved-already = Kamu sudah memecahkan teka-teki harian { $date } (teka-teki { $number }). Yang berikutnya datang besok.
puzzle-daily-tried-already = Kamu sudah mencoba teka-teki harian { $date } (teka-teki { $number }) dan tidak memecahkannya. Yang berikutnya datang besok.
puzzle-daily-streak = Rekor beruntun teka-teki harianmu: { $current } (terbaik { $best }).
puzzle-daily-old = Itu teka-teki harian { $date }, yang sudah lewat. /hex-study puzzle action:teka-teki harian menampilkan yang hari ini.
puzzle-daily-finish-first = Teka-teki { $number } masih terbuka: pecahkan atau tampilkan solusinya dulu (/hex-study puzzle), lalu tekan Pecahkan lagi.
button-solve-daily = Pecahkan
config-daily-puzzle = Teka-teki harian: diposting di { $channel } setiap hari pukul { $hour }:00 UTC.
config-daily-puzzle-off = Teka-teki harian: tidak diposting (/hex-study puzzle action:teka-teki harian menampilkannya; hari dimulai pukul { $hour }:00 UTC).
config-bad-puzzle-hour = { $hour } bukan jam: jam teka-teki harian adalah 0 sampai 23 (UTC).
cmd-config-puzzle-channel = Saluran tempat teka-teki harian diposting
cmd-config-puzzle-hour = Jam (UTC, 0 sampai 23) teka-teki harian diposting
cmd-config-puzzle-stop = Berhenti memposting teka-teki harian
choice-puzzle-daily = teka-teki harian

## The web companion (pages in a browser; hexbot web)
web-cell-empty = { $cell }, kosong
web-cell-red = { $cell }, batu merah
web-cell-blue = { $cell }, batu biru
web-move-resign = menyerah
web-title-game = Permainan { NUMBER($game, useGrouping: "false") } · { $variant } · { $size }×{ $size }
web-board-label = Papan: pilih petak dengan tombol panah, tekan Enter untuk memainkannya
web-rotate = Putar papan
web-move-by = Melangkah sebelum { $time }.
web-moves = Langkah
web-no-moves = Belum ada langkah.
web-swap = Tukar
web-resign = Menyerah
web-resign-confirm = Menyerah sungguhan
web-your-turn = Giliranmu: klik sebuah petak, atau pilih dengan tombol panah lalu tekan Enter.
web-plan-premove-help = Selagi lawanmu berpikir, klik sebuah petak untuk mengantrekannya sebagai langkah berikutnya (langkah antrean): langkah itu dimainkan begitu lawanmu melangkah, kecuali langkahnya mengisi petak itu. Lawanmu tidak pernah melihatnya.
web-plan-lines-help = Rencanakan jawabanmu selagi kamu pergi: klik langkah yang mungkin dimainkan lawanmu, lalu jawabanmu, lalu langkah lawan berikutnya dan jawabanmu, lalu simpan barisnya. Rencanamu tidak pernah ditunjukkan kepada lawan.
web-plan-line = Baris:
web-plan-save = Simpan baris
web-plan-undo = Batalkan satu petak
web-plan-show = Lihat rencanaku
web-plan-forget = Lupakan rencanaku
web-read-only = Kamu sedang menonton. Para pemain melangkah lewat tautan pribadi mereka.
web-sent = Mengirim langkahmu…
web-connection-lost = Sambungan terputus. Muat ulang halaman untuk mengikuti permainan lagi.
web-replay = Putar ulang
web-replay-at = Posisi setelah { $ply } dari { $moves } langkah
web-first = Awal
web-previous = Sebelumnya
web-next = Berikutnya
web-last = Akhir
web-review = Peluang menang Merah setelah tiap langkah (ulasan CPU)
web-review-point = Setelah langkah { $ply }: Merah { $percent } %
web-review-ask = Minta ulasan CPU (butuh beberapa detik)
web-sgf = Unduh catatan permainan (SGF)
web-link-malformed = Tautan ini bukan dari bot ini: halaman ini hanya untuk menonton.
web-link-forged = Tautan ini telah diubah sehingga tidak berlaku: halaman ini hanya untuk menonton.
web-link-expired = Tautan ini sudah kedaluwarsa: minta yang baru dengan tombol di papan. Sementara itu halaman ini hanya untuk menonton.
web-link-other-game = Tautan ini untuk permainan atau pemain lain: halaman ini hanya untuk menonton.
web-not-found = Halaman itu tidak ada di sini.
web-failed = Ada yang salah di pihak kami. Coba lagi sebentar lagi.
web-too-many = Terlalu banyak permintaan: tunggu beberapa detik lalu coba lagi.
web-bad-form = Permintaan itu tidak lengkap: muat ulang halaman lalu coba lagi.
web-second-player = Pemain kedua
web-start-title = Main Hex di peramban
web-start-intro = Kamu bermain sebagai { $name }. Pilih lawan dan papan; setiap permainan punya halamannya sendiri, dan kamu melangkah dengan klik.
web-start-opponent = Lawan
web-start-two = Dua pemain di layar ini
web-start-size = Ukuran papan
web-start-variant = Permainan
web-start-first = Siapa yang bermain Merah dan melangkah pertama (melawan CPU)
web-start-first-you = Kamu
web-start-first-computer = CPU
web-start-go = Mulai permainan
web-analysis-start-title = Papan analisis
web-analysis-start-intro = Pelajari sebuah posisi: buka papan kosong dengan ukuran yang dipilih, atau tempel daftar langkah (e5 swap d4), rekaman SGF (HexGui, MoHex, Little Golem) atau tautan HexWorld. Mainkan batu untuk kedua pihak, coba variasi, tanya CPU.
web-analysis-text = Langkah, rekaman SGF atau tautan (kosongkan untuk papan kosong)
web-analysis-go = Buka papan
web-analysis-board-label = Papan analisis: klik petak kosong untuk memainkannya
web-analysis-moves = Langkah
web-analysis-click = Klik petak kosong untuk memainkannya bagi pihak yang giliran, atau ketik satu langkah atau lebih.
web-analysis-download = Unduh { $name }
config-web-on = Halaman web: aktif. Permainan server ini bisa diikuti di { $url }.
config-web-unserved = Halaman web: aktif, tetapi bot ini tidak menyajikan halaman web (pengelolanya belum menyiapkannya).
config-web-off = Halaman web: nonaktif (/hex config web:True memberi setiap permainan server ini sebuah halaman di web).
cmd-config-web = Beri permainan server ini halaman web (papan langsung, putar ulang, main dengan klik)
button-play-on-web = Main di web
button-game-page = Halaman permainan
web-link-given = Tautan pribadimu untuk memainkan permainan { NUMBER($game, useGrouping: "false") } dengan klik ada di tombol pesan ini. Tautan ini berlaku sampai { $expires }. Siapa pun yang memegangnya bisa melangkah untukmu: simpan untuk dirimu sendiri.
web-link-not-player = Hanya para pemain permainan { NUMBER($game, useGrouping: "false") } yang mendapat tautan untuk memainkannya. Siapa pun bisa mengikutinya di { $url }.
web-link-over = Permainan { NUMBER($game, useGrouping: "false") } sudah selesai: halamannya berisi tayangan ulang, di { $url }.
web-link-unserved = Permainan ini tidak punya halaman web (server mematikan halaman web, atau bot tidak menyediakannya).
web-bot-home = Ini adalah pendamping web hexbot. Setiap server Discord yang mengaktifkannya (/hex config web:True) punya halaman di sini, begitu pula setiap permainannya.
web-server-title = Permainan dan papan peringkat server
web-server-games = Permainan terbaru
web-server-no-games = Belum ada permainan.
web-server-game = Permainan { NUMBER($game, useGrouping: "false") }
web-server-tournament = Turnamen { NUMBER($id, useGrouping: "false") }
web-server-tournament-picture = Klasemen turnamen { NUMBER($id, useGrouping: "false") } sebagai tabel

## Papan analisis (/hex-study analyze)
cmd-analyze = Papan analisismu: kosong, disusun, dari permainan, daftar langkah, berkas SGF, atau tautan
cmd-analyze-size = Ukuran papan, { $min } sampai { $max } (bawaan: ukuran langkah-langkahnya, selain itu 11)
cmd-analyze-variant = Hex atau Rex (bawaan Hex)
cmd-analyze-moves = Daftar langkah seperti "e5 swap d4" (HexGui dan MoHex menulis petak seperti ini)
cmd-analyze-sgf = Catatan permainan SGF (HexGui, MoHex, Little Golem)
cmd-analyze-link = Tautan papan HexWorld, atau tautan ke halaman permainan bot ini
cmd-analyze-game = Nomor permainan, seperti yang ditampilkan /hex history (#12 adalah 12)
cmd-analyze-move = Dengan game: langkah yang ditampilkan (bawaan: yang terakhir)
cmd-analyze-red = Susun: batu merah, seperti "d4 e5"
cmd-analyze-blue = Susun: batu biru, seperti "c3 f6"
cmd-analyze-to-move = Susun: siapa yang melangkah (bawaan: warna dengan batu lebih sedikit, merah bila sama)
cmd-analyze-swap = Dengan moves: aturan tukar, mati, cermin atau tukar posisi (bawaan: cermin)
cmd-diagram = Gambar posisi untuk semua: dari daftar langkah, berkas SGF, tautan HexWorld atau permainan
cmd-diagram-moves = Daftar langkah seperti "e5 swap d4" (begini HexGui dan MoHex menulis petak)
cmd-diagram-sgf = Rekaman permainan SGF (HexGui, MoHex, Little Golem)
cmd-diagram-link = Tautan papan HexWorld, atau tautan ke halaman permainan bot ini
cmd-diagram-game = Nomor permainan, seperti di /hex history (#12 adalah 12)
cmd-diagram-move = Dengan game: langkah yang ditampilkan (bawaan: yang terakhir)
cmd-diagram-size = Dengan moves: ukuran papan, { $min } sampai { $max } (bawaan: dari langkahnya, atau 11)
cmd-diagram-variant = Dengan moves: Hex atau Rex (bawaan Hex)
cmd-diagram-orientation = Bagaimana papan diputar (bawaan: pengaturanmu)
cmd-diagram-marks = Petak yang ditandai A, B, C…, seperti "e5 f6"
analysis-title = Papan analisis { NUMBER($number, useGrouping: "false") } · { $size }×{ $size } · { $variant }
analysis-opened = Papanmu terbuka; hanya kamu yang melihatnya. Mainkan batu untuk kedua pihak, mundur dan maju, coba variasi. CPU tidak menganalisis posisi permainan yang masih berlangsung.
analysis-to-move = Langkah { $ply } dari alur ini · giliran { $color }
analysis-won = Langkah { $ply } dari alur ini · { $color } menang
analysis-next = Dimainkan berikutnya di sini: { $moves }
analysis-explorer = Dalam permainan yang selesai di server ini dan permainanmu, yang dimainkan berikutnya di sini: { $moves }
analysis-explorer-move = { $move } ({ $games } permainan, merah { $percent }%)
analysis-swap-move = tukar
analysis-start-position = awal
analysis-caption = Langkah { $ply } ({ $last }) · giliran { $color }
analysis-caption-over = Langkah { $ply } ({ $last }) · { $color } menang
analysis-deleted = Langkah itu dan variasi sesudahnya sudah dihapus.
analysis-chance = CPU: peluang merah di sini { $percent }% ({ $playouts } simulasi). Makin hijau sebuah petak, makin banyak pencariannya ke sana. Langkah terbaiknya, dengan peluang merah sesudah masing-masing:
analysis-engine-move = { $rank }. { $cell }: merah { $percent }%
analysis-line = Alur yang ia perkirakan: { $moves }
analysis-swap-map = Peta tukar papan ini: angka di setiap petak adalah peluang merah, dalam persen, sesudah batu pertama di sana setelah biru memutuskan apakah menukar (biru menukar bila peluang merah akan lebih dari 50%). Makin hijau sebuah petak, makin adil batunya. Dihitung sekali oleh CPU, dengan { $playouts } simulasi per batu. Batu pertama yang paling adil: { $cells }
analysis-swap-map-stone = { $cell } (merah { $percent }%)
analysis-proved-wins = Terbukti oleh pemecah: { $color } menang dari sini. Batu yang menang ({ $count }): { $cells }.
analysis-proved-wins-one = Terbukti oleh pemecah: { $color } menang dari sini, dan { $cells } adalah batu yang menang.
analysis-proved-loses = Terbukti oleh pemecah: { $winner } menang apa pun yang dimainkan { $color }.
diagram = Diagram dari { $player }: { $board }, langkah { $ply }.
diagram-bad-mark = "{ $text }" bukan petak di { $board } yang bisa ditandai. Tidak ada yang dikirim.
diagram-too-many-marks = Paling banyak { $max } petak bisa ditandai (A sampai Z). Tidak ada yang dikirim.
diagram-nothing-in-message = Pesan ini tidak berisi posisi Hex untuk digambar: tidak ada daftar langkah (seperti e5 d4 c3), berkas SGF, atau tautan ke HexWorld atau ke salah satu permainan kami. Tidak ada yang dikirim.
challenge-form-title = Tantang { $name } main Hex
challenge-form-size = Ukuran papan, { $min } sampai { $max }
challenge-form-variant = Hex atau Rex (opsional)
challenge-form-swap = Aturan tukar (opsional)
challenge-form-timer = Waktu per langkah (opsional)
challenge-form-first = Siapa main merah: me, them atau random
challenge-form-bad = “{ $text }” tidak bisa dibaca di situ; tulis salah satu dari { $expected }. Tidak ada tantangan yang dibuat.
analysis-shared = { $player } membagikan posisi dari papan analisis: { $board }, langkah { $ply }.
analysis-shared-moves = Langkah: { $moves }
analysis-shared-caption = Langkah { $ply } · giliran { $color }
analysis-stale = Tombol itu milik langkah yang sudah tidak ada di papan ini. Tidak ada yang diubah.
analysis-gone = Papan analisis itu sudah tidak disimpan (setiap pemain menyimpan 20 yang terbaru). Buka yang baru dengan /hex-study analyze.
analysis-not-yours = Papan analisis itu milik orang lain. Buka milikmu sendiri dengan /hex-study analyze.
analysis-raced = Papan berubah pada saat yang sama (tekanan lain datang lebih dulu). Tidak ada yang diubah; coba lagi.
analysis-too-many-moves = Paling banyak 40 langkah sekaligus. Tidak ada yang diubah.
analysis-bad-move = "{ $text }" (kata ke-{ $number }) bukan langkah: ketik petak seperti e5, atau swap. Tidak ada yang diubah.
analysis-illegal-move = { $text } (langkah ke-{ $number }) tidak bisa dimainkan di sana: petaknya sudah terisi atau di luar papan, atau tukar tidak terbuka. Tidak ada yang diubah.
analysis-tree-full = Papan ini paling banyak menyimpan { $max } langkah. Hapus dulu sebuah variasi. Tidak ada yang diubah.
analysis-delete-root = Posisi awal tidak bisa dihapus.
analysis-one-source = Beri satu sumber saja untuk papan: moves, sgf, link, game, atau batu yang disusun. Tidak ada yang dibuka.
analysis-bad-stone = "{ $text }" bukan petak untuk batu { $color }. Tidak ada yang dibuka.
analysis-bad-setup = Susunan itu bukan posisi yang bisa dimainkan: { $detail }. Tidak ada yang dibuka.
analysis-not-a-link = Itu bukan tautan yang bisa dibaca papan ini: berikan tautan papan HexWorld (https://hexworld.org/board/#…) atau tautan ke halaman permainan bot ini. Tidak ada yang dibuka.
analysis-bad-import = Itu tidak bisa dibaca ({ $where }): { $detail }. Tidak ada yang dibuka.
analysis-at = baris { $line }, kolom { $column }
analysis-at-move = langkah ke-{ $number } ({ $text }), { $place }
analysis-at-whole = masukan secara keseluruhan
analysis-record-too-large = Catatan yang dilampirkan lebih dari 1 MiB, terlalu besar untuk catatan permainan. Tidak ada yang dibuka.
analysis-record-unread = Catatan yang dilampirkan tidak bisa dibaca (tidak tiba tepat waktu, atau bukan berkas teks). Tidak ada yang dibuka.
analysis-live-game = CPU tidak menganalisis posisi ini: posisi ini adalah, atau hampir sama dengan, posisi permainan yang masih berlangsung. Kamu tetap bisa menjelajahinya dengan tangan; setelah permainan selesai, posisi ini bebas dianalisis.
analysis-in-flight = CPU masih mengerjakan permintaanmu yang terakhir: satu setiap kali. Tidak ada yang diubah.
analysis-busy = CPU sedang sibuk dengan langkah para pemain, jadi analisis menunggu. Minta lagi sebentar lagi; tidak ada yang diubah.
analysis-moves-title = Melangkah di papan analisis
analysis-moves-label = Langkah tiap pihak bergantian (e5 d6 c7)
button-analysis-start = ⏮
button-analysis-back = ◀
button-analysis-forward = ▶
button-analysis-end = ⏭
button-analysis-sibling = Variasi berikutnya
button-analysis-play = Melangkah
button-analysis-engine = CPU
button-analysis-share = Bagikan
button-analysis-delete = Hapus langkah
button-analysis-web = Buka di web
button-hex-world = Buka di HexWorld

# Di luar server (pesan langsung, grup pesan langsung, server yang hanya dipasangi hexbot oleh pemainnya sendiri): yang perlu server ditolak, beserta alasannya.
outside-leaderboard = Papan peringkat milik sebuah server, dan ini bukan server tempat hexbot terpasang (pesan langsung, grup pesan langsung, atau server yang belum menambahkannya). Peringkatmu dari permainan di luar server ada di /hex profile.
outside-config = Pengaturan server perlu server tempat hexbot terpasang; di sini permainan memakai bawaan biasa, dan opsi setiap perintah mengubahnya. Preferensimu sendiri ada di /hex settings.
outside-vacation = Liburan menghentikan batas waktu harian, dan permainan dengan batas waktu harian hanya dimainkan di server tempat hexbot terpasang. Pakai /hex vacation di sana.
outside-tournament = Turnamen diadakan di server tempat hexbot terpasang: di sana setiap permainan punya thread sendiri.
outside-thread = Di sini hexbot tidak bisa membuat thread (ini bukan server tempat hexbot terpasang). Tantang tanpa thread: permainan dimainkan di sini saja.
outside-day-clock = Permainan dengan batas waktu harian perlu server tempat hexbot terpasang: di sini hexbot hanya bisa menjawab perintah, jadi tidak bisa memberi tahu pemain berhari-hari kemudian bahwa gilirannya tiba. Bermainlah di sini tanpa batas waktu harian, atau di server.
profile-outside = Permainan di luar server (pesan langsung, grup, server tanpa hexbot) punya papan peringkat sendiri:
profile-empty-outside = { $player } belum punya permainan berperingkat di luar server.
profile-no-player-games-outside = { $player } belum punya permainan berperingkat melawan pemain lain di luar server.

# Langkah bersyarat (`/hex plan`): pribadi, tidak pernah ditunjukkan kepada lawan.
plan-against-computer = CPU menjawab begitu gilirannya tiba, jadi dalam permainan melawan CPU tidak ada yang perlu direncanakan. Tidak ada yang direncanakan.
plan-your-move = Sekarang giliranmu: mainkan langkah ini dulu. Rencana menjawab langkah-langkah lawanmu berikutnya.
plan-played = ({ $player } sudah merencanakan jawaban ini.)
plan-shown = Rencanamu di permainan ini, tidak pernah ditunjukkan kepada lawan ({ $answers } jawaban): { $plan }. Tambahkan baris dengan /hex plan moves:, atau lupakan dengan clear:true.
plan-saved = Tersimpan. Rencanamu ({ $answers } jawaban): { $plan }. Saat lawanmu memainkan salah satu langkah ini, jawabanmu dimainkan seketika; langkah di luar rencana mengakhirinya.
plan-none = Kamu belum punya rencana di permainan ini. Rencanakan jawaban dengan /hex plan moves: e5 f4; d6 d5 — langkah lawan, lalu langkahmu; * e4 menjawab langkah lain apa pun.
plan-cleared = Rencanamu di permainan ini sudah dilupakan.
plan-empty = Rencana ini tidak menyebut langkah apa pun: tulis langkah lawan, lalu jawabanmu, misalnya e5 f4; d6 d5 e7 c8. Tidak ada yang direncanakan.
plan-not-a-cell = "{ $text }" bukan petak di papan ini. Tidak ada yang direncanakan.
plan-no-answer = Baris itu berakhir dengan { $cell } milik lawan tanpa jawaban. Tidak ada yang direncanakan.
plan-taken = { $cell } sudah terisi di tempat baris itu akan memainkannya. Tidak ada yang direncanakan.
plan-after-end = Permainan sudah berakhir sebelum { $cell }. Tidak ada yang direncanakan.
plan-too-many = Satu rencana memuat paling banyak { $max } jawaban. Tidak ada yang direncanakan.
plan-any-misplaced = * berarti langkah lain apa pun dari lawanmu, di tempat langkahnya pada akhir baris, diikuti jawabanmu: d6 d5; * e4. Tidak ada yang direncanakan.
plan-played-direct = Rencanamu menjawab { $their } dengan { $cell } di { $game }. { $left ->
    [0] Rencanamu sudah habis.
   *[other] Tersisa { $left } jawaban di rencanamu.
} Sekarang giliran { $opponent }.
premove-saved = Diantrekan: { $cell }, dimainkan untukmu begitu lawanmu melangkah, kecuali langkahnya mengisi petak itu. Langkah antrean baru menggantikannya; /hex plan clear:true membatalkannya.
premove-shown = Langkah antreanmu di permainan ini, tidak pernah ditunjukkan kepada lawan: { $cell }. Langkah itu dimainkan begitu lawanmu melangkah, kecuali langkahnya mengisi petak itu.
premove-none = Kamu belum punya langkah antrean di permainan ini. Antrekan langkah berikutnya dengan /hex plan moves: e5 — langkah itu dimainkan begitu lawanmu melangkah.
premove-only-one = Di permainan langsung kamu mengantrekan satu langkah untuk giliran berikutnya (langkah antrean): /hex plan moves: e5. Baris jawaban hanya untuk permainan dengan batas waktu harian. Tidak ada yang direncanakan.
premove-played = ({ $player } sudah mengantrekan langkah ini.)
plan-input-title = Rencanamu (pribadi)
plan-input-label = Langkah lawan, lalu langkahmu (kosong: lihat)
