"""What the player is told about the game on disk: the notice at start, the status-bar
warning while saving fails, and the question when the window closes unsaved.

The words of the question at quit stay in the context of the store they speak for
(``GameStore``); the rest are their own widgets' words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QToolButton, QWidget

from ..store.autosave import GameStore, Notice
from ..store.settings import Settings

if TYPE_CHECKING:  # the message box and the style are loaded when first shown, not before
    # the first frame
    from PySide6.QtWidgets import QMessageBox


def confirm_close(store: GameStore, parent: QWidget) -> bool:
    """Save before the window closes; if that fails, ask whether to quit anyway."""
    if store.close():
        return True
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("GameStore", "Double Solitaire"),
                      QCoreApplication.translate("GameStore", "Your game could not be saved."),
                      parent=parent)
    box.setObjectName("unsavedQuitBox")
    box.setInformativeText(QCoreApplication.translate(
        "GameStore", "If you quit now, the moves you made since it was last saved are lost."))
    box.setDetailedText(store.error_text())
    quit_button = box.addButton(QCoreApplication.translate("GameStore", "&Quit anyway"),
                                QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is quit_button


class StorageWarning(QToolButton):
    """A status-bar button shown while the game or the settings cannot be saved; a click
    tells the whole story."""

    def __init__(self, store: GameStore | None, settings: Settings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storageWarning")
        self.store = store
        self.settings = settings
        self.setAutoRaise(True)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.clicked.connect(self.show_details)
        if store is not None:
            store.stateChanged.connect(self.refresh)
        settings.problemChanged.connect(self.refresh)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def problems(self) -> list[str]:
        out = []
        if self.store is not None and self.store.error:
            out.append(self.store.error_text())
        status = self.settings.write_status
        if status == QSettings.Status.AccessError:
            out.append(self.tr("Your settings cannot be saved: the settings file cannot be "
                               "written."))
        elif status != QSettings.Status.NoError:
            out.append(self.tr("Your settings cannot be saved: the settings file is "
                               "damaged."))
        return out

    def refresh(self) -> None:
        problems = self.problems()
        if self.store is not None and self.store.error:
            self.setText(self.tr("Game not saved"))
        else:
            self.setText(self.tr("Settings not saved"))
        self.setToolTip("\n".join(problems))
        if problems and self.icon().isNull():  # its icon, once it is first shown
            from PySide6.QtWidgets import QStyle

            self.setIcon(self.style().standardIcon(
                QStyle.StandardPixmap.SP_MessageBoxWarning))
        self.setVisible(bool(problems))

    def show_details(self) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Double Solitaire"),
                          self.text(), parent=self.window())
        box.setObjectName("storageWarningBox")
        box.setInformativeText(self.tr("The game goes on. This warning stays until saving "
                                       "works again, for example after freeing disk space "
                                       "or fixing the folder's permissions."))
        box.setDetailedText("\n".join(self.problems()))
        box.open()
        return box


def show_notice(notice: Notice, parent: QWidget) -> QMessageBox:
    """The start-up message about the saved game: stays until the player closes it."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Information, parent.windowTitle(), notice.text,
                      parent=parent)
    box.setObjectName("savedGameNotice")
    box.setInformativeText(notice.informative)
    box.setDetailedText(notice.details)
    box.open()
    return box
