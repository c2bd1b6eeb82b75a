import sys, time, wave
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QTimer
from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices
app = QApplication([])
fmt = QAudioFormat(); fmt.setSampleRate(22050); fmt.setChannelCount(1); fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
sink = QAudioSink(QMediaDevices.defaultAudioOutput(), fmt)
dev = sink.start()
def pcm(n):
    with wave.open(f"resources/sounds/{n}.wav") as w: return w.readframes(w.getnframes())
data = {n: pcm(n) for n in ["foundation","win","draw","flip"]}
seq = sys.argv[1].split(",")
for i, n in enumerate(seq):
    QTimer.singleShot(300 + i*int(sys.argv[2]), lambda n=n: dev.write(data[n]))
QTimer.singleShot(300 + len(seq)*int(sys.argv[2]) + 1500, app.quit)
t0=time.monotonic(); app.exec(); print("done", round(time.monotonic()-t0,1), sink.error())
