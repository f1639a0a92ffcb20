// include: Shared/Counter.swift
import Testing
