// include: Shared/Launcher.swift
