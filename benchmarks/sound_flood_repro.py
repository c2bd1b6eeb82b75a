import sys, time
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtMultimedia import QSoundEffect
app = QApplication([])
names = ["draw","column","foundation","flip","refused","redeal","win"]
k = int(sys.argv[1])
eff = {}
for n in names[:k] if k else []:
    e = QSoundEffect(); e.setSource(QUrl.fromLocalFile(f"resources/sounds/{n}.wav")); eff[n]=e
for n in ["foundation","win"]:
    if n not in eff:
        e = QSoundEffect(); e.setSource(QUrl.fromLocalFile(f"resources/sounds/{n}.wav")); eff[n]=e
seq = sys.argv[2].split(",")
for i, n in enumerate(seq):
    QTimer.singleShot(300 + i*int(sys.argv[3]), eff[n].play)
QTimer.singleShot(300 + len(seq)*int(sys.argv[3]) + 1500, app.quit)
t0=time.monotonic(); app.exec(); print("done", round(time.monotonic()-t0,1))
