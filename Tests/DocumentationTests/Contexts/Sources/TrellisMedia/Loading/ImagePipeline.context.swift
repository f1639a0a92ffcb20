// include: Shared/Media.swift
let folder = FileManager.default.temporaryDirectory.appending(path: "images")
