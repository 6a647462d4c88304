// The clock and the main-actor helpers live in AppSupport, a module without UI that view
// models import on their own; everything drawn on a terminal uses them too.
@_exported import AppSupport
