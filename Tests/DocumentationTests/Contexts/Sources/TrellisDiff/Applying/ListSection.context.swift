// include: Shared/Messages.swift
