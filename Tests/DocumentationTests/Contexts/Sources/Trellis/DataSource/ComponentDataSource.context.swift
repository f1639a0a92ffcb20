// include: Shared/Headless.swift
// include: Shared/Feed.swift
import TrellisDiff

let changeset = Changeset(sectionInserts: [0])
