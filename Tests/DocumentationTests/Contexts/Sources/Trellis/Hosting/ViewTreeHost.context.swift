// include: Shared/Counter.swift
