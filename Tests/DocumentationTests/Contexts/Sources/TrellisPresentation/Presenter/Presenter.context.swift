// include: Shared/CharacterService.swift
