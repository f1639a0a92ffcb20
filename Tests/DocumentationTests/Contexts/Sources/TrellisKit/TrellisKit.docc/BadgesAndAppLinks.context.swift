// include: Shared/Inbox.swift
@MainActor func checkForUpdates() {}
@MainActor func showBanner(_ message: String) {}
