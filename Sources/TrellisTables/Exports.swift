// Table models speak in TrellisDiff's `ItemPath` and `Changeset`: a user of
// TrellisTables gets them with `import TrellisTables`, no second import.
@_exported public import TrellisDiff
