// include: Shared/Fruit.swift
