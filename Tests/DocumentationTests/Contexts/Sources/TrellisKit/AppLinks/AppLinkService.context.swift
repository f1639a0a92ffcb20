// include: Shared/Inbox.swift
