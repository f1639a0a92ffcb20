// include: Shared/Apps.swift
import Foundation

let avatarURL = URL(string: "https://example.com/avatar.png")!
