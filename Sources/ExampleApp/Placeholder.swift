import TUICore
