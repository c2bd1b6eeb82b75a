"""The tool bar: the actions players reach for all the time (New game, Undo, Redo, Hint,
Restart), the same QActions as the menus. Icons come from the desktop's theme, with our
own SVGs (``resources/icons/actions/``) where the theme has none; every button has a
translated accessible name and a tooltip that gives its shortcut. Shown or hidden from
the Game menu, and remembered (``ui/toolBar``)."""

from __future__ import annotations

from PySide6.QtCore import SIGNAL, QEvent, QMetaMethod, QObject, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QToolBar, QToolButton, QWidget

from ..resources import resources_dir
from ..store.settings import Settings

#: Each button's icon: the freedesktop theme name, and our own SVG's file name.
ICONS = {
    "new": ("document-new", "new-game.svg"),
    "undo": ("edit-undo", "undo.svg"),
    "redo": ("edit-redo", "redo.svg"),
    "hint": ("games-hint", "hint.svg"),
    "restart": ("view-refresh", "restart.svg"),
}


def one_link(button: QToolButton) -> None:
    """Keep ``button`` from binding to its default action again at every change of it.

    Qt 6.11's QToolButton connects its default action's ``changed`` once more each time
    the action changes (an ActionChanged calls setDefaultAction, which connects and never
    lets the old connection go): after 6,000 actions of play Undo's ``changed`` called
    about 3,000 slots, every word of Undo took milliseconds and the soak's drags twice
    as long as at the start. Where this Qt does so (setting the action again adds a
    connection), the button's own connections are taken away before each change it
    handles, so it keeps the one it made first; a Qt that does not leaves it alone."""
    action = button.defaultAction()
    changed = SIGNAL("changed()")
    before = action.receivers(changed)
    button.setDefaultAction(action)
    if action.receivers(changed) > before:
        _unbind(button, action)
        button.setDefaultAction(action)
        button.installEventFilter(_OneLink(button))


class _OneLink(QObject):
    """Before its button handles its default action's change, unbind the button (the
    change binds it again): see :func:`one_link`."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ActionChanged
                and isinstance(watched, QToolButton) and watched.defaultAction()):
            _unbind(watched, watched.defaultAction())
        return False


def _unbind(button: QToolButton, action: QAction) -> None:
    """Take away every connection of ``action``'s ``changed`` to ``button``."""
    meta = action.metaObject()
    changed = meta.method(meta.indexOfSignal("changed()"))
    QObject.disconnect(action, changed, button, QMetaMethod())  # any slot of the button


def action_icon(name: str) -> QIcon:
    """The theme's icon for one of :data:`ICONS`, or our own SVG."""
    theme, file = ICONS[name]
    return QIcon.fromTheme(theme, QIcon(str(resources_dir() / "icons" / "actions" / file)))


class GameToolBar(QToolBar):
    """The window's tool bar over ``actions`` (name -> the menus' QAction, in order);
    ``show_action`` is the Game menu's checkable Show tool bar."""

    def __init__(self, actions: dict[str, QAction], settings: Settings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainToolBar")
        self.setMovable(False)
        self.setFloatable(False)
        self.setIconSize(QSize(24, 24))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.settings = settings
        self.named = actions
        for name, action in actions.items():
            action.setIcon(action_icon(name))
            self.addAction(action)
            button = self.widgetForAction(action)
            button.setObjectName(f"toolButton_{name}")
            if isinstance(button, QToolButton):
                one_link(button)
        self.show_action = QAction(self)
        self.show_action.setObjectName("showToolBarAction")
        self.show_action.setCheckable(True)
        self.show_action.setChecked(settings.tool_bar)
        self.show_action.toggled.connect(self._show)
        self.setVisible(settings.tool_bar)
        # Undo's and Redo's words change with the command: the button keeps its own
        for action in actions.values():
            action.changed.connect(self.retranslate_tips)
        self.retranslate()

    def _show(self, shown: bool) -> None:
        self.setVisible(shown)
        self.settings.tool_bar = shown

    def short_texts(self) -> dict[str, str]:
        """The buttons' short words (a menu entry can be longer)."""
        return {"new": self.tr("New game"), "undo": self.tr("Undo"), "redo": self.tr("Redo"),
                "hint": self.tr("Hint"), "restart": self.tr("Restart")}

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tool bar"))
        self.setAccessibleName(self.tr("Tool bar"))
        self.show_action.setText(self.tr("Show tool &bar"))
        for name, text in self.short_texts().items():
            action = self.named[name]
            action.setIconText(text)
            self.widgetForAction(action).setAccessibleName(text)
        self.retranslate_tips()

    def retranslate_tips(self) -> None:
        """Each button's tooltip: what it does, and its shortcut."""
        for name, text in self.short_texts().items():
            action = self.named[name]
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            what = action.text().replace("&", "") if name in ("undo", "redo") else text
            tip = self.tr("%1 (%2)").replace("%1", what).replace("%2", shortcut)
            if action.toolTip() != tip:
                action.setToolTip(tip)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
