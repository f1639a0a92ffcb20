// include: Shared/Apps.swift
