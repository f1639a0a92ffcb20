// include: Shared/Characters.swift
