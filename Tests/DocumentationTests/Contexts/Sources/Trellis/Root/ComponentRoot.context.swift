// include: Shared/Headless.swift
// include: Shared/Counter.swift
